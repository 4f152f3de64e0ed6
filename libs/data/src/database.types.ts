// Generated from the database schema by tools/db/gen-types.mjs (@supabase/postgres-meta).
// Do not edit by hand: change supabase/migrations and regenerate. `node tools/db/check-types.mjs` fails on drift.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      buildings: {
        Row: {
          city: string
          created_at: string
          floors: number
          id: string
          name: string
          street: string
        }
        Insert: {
          city: string
          created_at?: string
          floors?: number
          id?: string
          name: string
          street: string
        }
        Update: {
          city?: string
          created_at?: string
          floors?: number
          id?: string
          name?: string
          street?: string
        }
        Relationships: []
      }
      cleaning_complaints: {
        Row: {
          created_at: string
          description: string
          id: string
          reported_at: string
          resolved_at: string | null
          space_id: string
          status: string
        }
        Insert: {
          created_at?: string
          description: string
          id?: string
          reported_at?: string
          resolved_at?: string | null
          space_id: string
          status?: string
        }
        Update: {
          created_at?: string
          description?: string
          id?: string
          reported_at?: string
          resolved_at?: string | null
          space_id?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "cleaning_complaints_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "search_spaces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cleaning_complaints_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "space_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cleaning_complaints_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "spaces"
            referencedColumns: ["id"]
          },
        ]
      }
      cleaning_requests: {
        Row: {
          completed_at: string | null
          created_at: string
          description: string
          id: string
          requested_at: string
          space_id: string
          status: string
          supplier_id: string
        }
        Insert: {
          completed_at?: string | null
          created_at?: string
          description: string
          id?: string
          requested_at?: string
          space_id: string
          status?: string
          supplier_id: string
        }
        Update: {
          completed_at?: string | null
          created_at?: string
          description?: string
          id?: string
          requested_at?: string
          space_id?: string
          status?: string
          supplier_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "cleaning_requests_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "search_spaces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cleaning_requests_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "space_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cleaning_requests_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "spaces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cleaning_requests_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "search_suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cleaning_requests_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cleaning_requests_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_type_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cleaning_requests_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "suppliers"
            referencedColumns: ["id"]
          },
        ]
      }
      companies: {
        Row: {
          city: string | null
          comments: string | null
          contact_person: string | null
          created_at: string
          email: string | null
          house_number: string | null
          id: string
          name: string
          phone: string | null
          postal_code: string | null
          street: string | null
        }
        Insert: {
          city?: string | null
          comments?: string | null
          contact_person?: string | null
          created_at?: string
          email?: string | null
          house_number?: string | null
          id?: string
          name: string
          phone?: string | null
          postal_code?: string | null
          street?: string | null
        }
        Update: {
          city?: string | null
          comments?: string | null
          contact_person?: string | null
          created_at?: string
          email?: string | null
          house_number?: string | null
          id?: string
          name?: string
          phone?: string | null
          postal_code?: string | null
          street?: string | null
        }
        Relationships: []
      }
      entrances_and_exits: {
        Row: {
          building_id: string
          building_name: string
          created_at: string
          description: string | null
          floor: number | null
          id: string
          is_accessible: boolean
          is_emergency: boolean
          name: string
          type: string
        }
        Insert: {
          building_id: string
          building_name?: string
          created_at?: string
          description?: string | null
          floor?: number | null
          id?: string
          is_accessible?: boolean
          is_emergency?: boolean
          name: string
          type?: string
        }
        Update: {
          building_id?: string
          building_name?: string
          created_at?: string
          description?: string | null
          floor?: number | null
          id?: string
          is_accessible?: boolean
          is_emergency?: boolean
          name?: string
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      facility_types: {
        Row: {
          created_at: string
          description: string | null
          id: string
          name: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          name: string
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          name?: string
        }
        Relationships: []
      }
      history: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          actor_name: string | null
          building_id: string | null
          changed_at: string
          changes: Json | null
          id: number
          label: string | null
          old_row: Json | null
          row_count: number
          row_id: string | null
          scope: string
          table_name: string
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          actor_name?: string | null
          building_id?: string | null
          changed_at?: string
          changes?: Json | null
          id?: never
          label?: string | null
          old_row?: Json | null
          row_count?: number
          row_id?: string | null
          scope: string
          table_name: string
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          actor_name?: string | null
          building_id?: string | null
          changed_at?: string
          changes?: Json | null
          id?: never
          label?: string | null
          old_row?: Json | null
          row_count?: number
          row_id?: string | null
          scope?: string
          table_name?: string
        }
        Relationships: []
      }
      housing: {
        Row: {
          balcony_size: number | null
          building_id: string
          comments: string | null
          created_at: string
          entrance: string | null
          floor: number
          house_number: string
          house_number_order: string | null
          id: string
          orientation: string | null
          square_meters: number | null
          status: string
          status_order: number | null
          street: string | null
          type: string
          attachment_count: number | null
        }
        Insert: {
          balcony_size?: number | null
          building_id: string
          comments?: string | null
          created_at?: string
          entrance?: string | null
          floor?: number
          house_number: string
          house_number_order?: never
          id?: string
          orientation?: string | null
          square_meters?: number | null
          status?: string
          status_order?: never
          street?: string | null
          type?: string
        }
        Update: {
          balcony_size?: number | null
          building_id?: string
          comments?: string | null
          created_at?: string
          entrance?: string | null
          floor?: number
          house_number?: string
          house_number_order?: never
          id?: string
          orientation?: string | null
          square_meters?: number | null
          status?: string
          status_order?: never
          street?: string | null
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      key_cabinets: {
        Row: {
          created_at: string
          id: string
          name: string
          space_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          space_id: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          space_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "key_cabinets_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "search_spaces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "key_cabinets_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "space_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "key_cabinets_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "spaces"
            referencedColumns: ["id"]
          },
        ]
      }
      key_loans: {
        Row: {
          borrower_company: string | null
          borrower_name: string
          borrower_phone: string | null
          created_at: string
          due_date: string | null
          handed_out_on: string | null
          id: string
          key_id: string
          kind: string
        }
        Insert: {
          borrower_company?: string | null
          borrower_name: string
          borrower_phone?: string | null
          created_at?: string
          due_date?: string | null
          handed_out_on?: string | null
          id?: string
          key_id: string
          kind: string
        }
        Update: {
          borrower_company?: string | null
          borrower_name?: string
          borrower_phone?: string | null
          created_at?: string
          due_date?: string | null
          handed_out_on?: string | null
          id?: string
          key_id?: string
          kind?: string
        }
        Relationships: [
          {
            foreignKeyName: "key_loans_key_id_fkey"
            columns: ["key_id"]
            isOneToOne: false
            referencedRelation: "key_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "key_loans_key_id_fkey"
            columns: ["key_id"]
            isOneToOne: false
            referencedRelation: "keys"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "key_loans_key_id_fkey"
            columns: ["key_id"]
            isOneToOne: false
            referencedRelation: "search_keys"
            referencedColumns: ["id"]
          },
        ]
      }
      keys: {
        Row: {
          brand: string | null
          characteristics: string | null
          created_at: string
          description: string | null
          floor: number | null
          id: string
          key_cabinet_id: string
          loan_id: string | null
          loaned_to: string | null
          loaned_until: string | null
          number: string
        }
        Insert: {
          brand?: string | null
          characteristics?: string | null
          created_at?: string
          description?: string | null
          floor?: number | null
          id?: string
          key_cabinet_id: string
          loan_id?: string | null
          loaned_to?: string | null
          loaned_until?: string | null
          number: string
        }
        Update: {
          brand?: string | null
          characteristics?: string | null
          created_at?: string
          description?: string | null
          floor?: number | null
          id?: string
          key_cabinet_id?: string
          loan_id?: string | null
          loaned_to?: string | null
          loaned_until?: string | null
          number?: string
        }
        Relationships: [
          {
            foreignKeyName: "keys_key_cabinet_id_fkey"
            columns: ["key_cabinet_id"]
            isOneToOne: false
            referencedRelation: "key_cabinet_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "keys_key_cabinet_id_fkey"
            columns: ["key_cabinet_id"]
            isOneToOne: false
            referencedRelation: "key_cabinets"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "keys_key_cabinet_id_fkey"
            columns: ["key_cabinet_id"]
            isOneToOne: false
            referencedRelation: "search_key_cabinets"
            referencedColumns: ["id"]
          },
        ]
      }
      keys_spaces: {
        Row: {
          key_id: string
          space_id: string
        }
        Insert: {
          key_id: string
          space_id: string
        }
        Update: {
          key_id?: string
          space_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "keys_spaces_key_id_fkey"
            columns: ["key_id"]
            isOneToOne: false
            referencedRelation: "key_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "keys_spaces_key_id_fkey"
            columns: ["key_id"]
            isOneToOne: false
            referencedRelation: "keys"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "keys_spaces_key_id_fkey"
            columns: ["key_id"]
            isOneToOne: false
            referencedRelation: "search_keys"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "keys_spaces_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "search_spaces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "keys_spaces_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "space_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "keys_spaces_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "spaces"
            referencedColumns: ["id"]
          },
        ]
      }
      malfunctions: {
        Row: {
          created_at: string
          description: string
          device_name: string
          id: string
          priority: string
          resolved_at: string | null
          started_at: string
          supplier_company_name: string | null
          supplier_id: string | null
          technical_provision_id: string
          attachment_count: number | null
        }
        Insert: {
          created_at?: string
          description: string
          device_name?: string
          id?: string
          priority?: string
          resolved_at?: string | null
          started_at?: string
          supplier_company_name?: string | null
          supplier_id?: string | null
          technical_provision_id: string
        }
        Update: {
          created_at?: string
          description?: string
          device_name?: string
          id?: string
          priority?: string
          resolved_at?: string | null
          started_at?: string
          supplier_company_name?: string | null
          supplier_id?: string | null
          technical_provision_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "malfunctions_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "search_suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "malfunctions_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "malfunctions_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_type_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "malfunctions_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "malfunctions_technical_provision_id_fkey"
            columns: ["technical_provision_id"]
            isOneToOne: false
            referencedRelation: "provision_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "malfunctions_technical_provision_id_fkey"
            columns: ["technical_provision_id"]
            isOneToOne: false
            referencedRelation: "search_technical_provisions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "malfunctions_technical_provision_id_fkey"
            columns: ["technical_provision_id"]
            isOneToOne: false
            referencedRelation: "technical_provisions"
            referencedColumns: ["id"]
          },
        ]
      }
      mechanics: {
        Row: {
          comments: string | null
          created_at: string
          id: string
          mobile_phone: string | null
          name: string
          supplier_id: string | null
        }
        Insert: {
          comments?: string | null
          created_at?: string
          id?: string
          mobile_phone?: string | null
          name: string
          supplier_id?: string | null
        }
        Update: {
          comments?: string | null
          created_at?: string
          id?: string
          mobile_phone?: string | null
          name?: string
          supplier_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "mechanics_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "search_suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mechanics_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mechanics_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_type_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mechanics_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "suppliers"
            referencedColumns: ["id"]
          },
        ]
      }
      nuisances: {
        Row: {
          created_at: string
          date_time: string
          description: string
          follow_up_completed_at: string | null
          follow_up_required: boolean
          has_photo: boolean
          housing_id: string | null
          id: string
          location: string
          message_left: boolean
          parking_space_id: string | null
          resident_contacted: boolean
          space_id: string | null
          attachment_count: number | null
        }
        Insert: {
          created_at?: string
          date_time?: string
          description: string
          follow_up_completed_at?: string | null
          follow_up_required?: boolean
          has_photo?: boolean
          housing_id?: string | null
          id?: string
          location: string
          message_left?: boolean
          parking_space_id?: string | null
          resident_contacted?: boolean
          space_id?: string | null
        }
        Update: {
          created_at?: string
          date_time?: string
          description?: string
          follow_up_completed_at?: string | null
          follow_up_required?: boolean
          has_photo?: boolean
          housing_id?: string | null
          id?: string
          location?: string
          message_left?: boolean
          parking_space_id?: string | null
          resident_contacted?: boolean
          space_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "nuisances_housing_id_fkey"
            columns: ["housing_id"]
            isOneToOne: false
            referencedRelation: "housing"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_housing_id_fkey"
            columns: ["housing_id"]
            isOneToOne: false
            referencedRelation: "housing_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_housing_id_fkey"
            columns: ["housing_id"]
            isOneToOne: false
            referencedRelation: "search_housing"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["location"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["location"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["location"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["location"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["location"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_parking_space_id_fkey"
            columns: ["parking_space_id"]
            isOneToOne: false
            referencedRelation: "parking_spaces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "search_spaces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "space_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "spaces"
            referencedColumns: ["id"]
          },
        ]
      }
      owners: {
        Row: {
          address: string | null
          city: string | null
          comments: string | null
          company_name: string
          contact_person: string | null
          country: string | null
          created_at: string
          email: string | null
          id: string
          kvk_number: string | null
          phone: string | null
          postal_code: string | null
          vat_number: string | null
        }
        Insert: {
          address?: string | null
          city?: string | null
          comments?: string | null
          company_name: string
          contact_person?: string | null
          country?: string | null
          created_at?: string
          email?: string | null
          id?: string
          kvk_number?: string | null
          phone?: string | null
          postal_code?: string | null
          vat_number?: string | null
        }
        Update: {
          address?: string | null
          city?: string | null
          comments?: string | null
          company_name?: string
          contact_person?: string | null
          country?: string | null
          created_at?: string
          email?: string | null
          id?: string
          kvk_number?: string | null
          phone?: string | null
          postal_code?: string | null
          vat_number?: string | null
        }
        Relationships: []
      }
      owners_technical_provisions: {
        Row: {
          owner_id: string
          technical_provision_id: string
        }
        Insert: {
          owner_id: string
          technical_provision_id: string
        }
        Update: {
          owner_id?: string
          technical_provision_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "owners_technical_provisions_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "owner_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "owners_technical_provisions_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "owners"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "owners_technical_provisions_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "search_owners"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "owners_technical_provisions_technical_provision_id_fkey"
            columns: ["technical_provision_id"]
            isOneToOne: false
            referencedRelation: "provision_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "owners_technical_provisions_technical_provision_id_fkey"
            columns: ["technical_provision_id"]
            isOneToOne: false
            referencedRelation: "search_technical_provisions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "owners_technical_provisions_technical_provision_id_fkey"
            columns: ["technical_provision_id"]
            isOneToOne: false
            referencedRelation: "technical_provisions"
            referencedColumns: ["id"]
          },
        ]
      }
      parking_spaces: {
        Row: {
          building_id: string
          comments: string | null
          created_at: string
          housing_id: string | null
          id: string
          location: string | null
          space_number: string
          type: string
        }
        Insert: {
          building_id: string
          comments?: string | null
          created_at?: string
          housing_id?: string | null
          id?: string
          location?: string | null
          space_number: string
          type?: string
        }
        Update: {
          building_id?: string
          comments?: string | null
          created_at?: string
          housing_id?: string | null
          id?: string
          location?: string | null
          space_number?: string
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "parking_spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "parking_spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "parking_spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "parking_spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "parking_spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "parking_spaces_housing_id_fkey"
            columns: ["housing_id"]
            isOneToOne: false
            referencedRelation: "housing"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "parking_spaces_housing_id_fkey"
            columns: ["housing_id"]
            isOneToOne: false
            referencedRelation: "housing_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "parking_spaces_housing_id_fkey"
            columns: ["housing_id"]
            isOneToOne: false
            referencedRelation: "search_housing"
            referencedColumns: ["id"]
          },
        ]
      }
      provision_services: {
        Row: {
          created_at: string
          id: string
          kind: string
          mechanic_id: string | null
          next_date: string
          note: string | null
          performed_on: string
          supplier_id: string | null
          technical_provision_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          kind: string
          mechanic_id?: string | null
          next_date: string
          note?: string | null
          performed_on: string
          supplier_id?: string | null
          technical_provision_id: string
        }
        Update: {
          created_at?: string
          id?: string
          kind?: string
          mechanic_id?: string | null
          next_date?: string
          note?: string | null
          performed_on?: string
          supplier_id?: string | null
          technical_provision_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "provision_services_mechanic_id_fkey"
            columns: ["mechanic_id"]
            isOneToOne: false
            referencedRelation: "mechanic_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "provision_services_mechanic_id_fkey"
            columns: ["mechanic_id"]
            isOneToOne: false
            referencedRelation: "mechanics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "provision_services_mechanic_id_fkey"
            columns: ["mechanic_id"]
            isOneToOne: false
            referencedRelation: "search_mechanics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "provision_services_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "search_suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "provision_services_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "provision_services_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_type_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "provision_services_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "provision_services_technical_provision_id_fkey"
            columns: ["technical_provision_id"]
            isOneToOne: false
            referencedRelation: "provision_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "provision_services_technical_provision_id_fkey"
            columns: ["technical_provision_id"]
            isOneToOne: false
            referencedRelation: "search_technical_provisions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "provision_services_technical_provision_id_fkey"
            columns: ["technical_provision_id"]
            isOneToOne: false
            referencedRelation: "technical_provisions"
            referencedColumns: ["id"]
          },
        ]
      }
      spaces: {
        Row: {
          building_id: string
          building_name: string
          comments: string | null
          created_at: string
          entrance_id: string | null
          entrance_name: string | null
          facility_type_id: string | null
          floor: number
          front_door_key: boolean
          id: string
          key_id: string | null
          name: string
        }
        Insert: {
          building_id: string
          building_name?: string
          comments?: string | null
          created_at?: string
          entrance_id?: string | null
          entrance_name?: string | null
          facility_type_id?: string | null
          floor?: number
          front_door_key?: boolean
          id?: string
          key_id?: string | null
          name: string
        }
        Update: {
          building_id?: string
          building_name?: string
          comments?: string | null
          created_at?: string
          entrance_id?: string | null
          entrance_name?: string | null
          facility_type_id?: string | null
          floor?: number
          front_door_key?: boolean
          id?: string
          key_id?: string | null
          name?: string
        }
        Relationships: [
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_entrance_id_fkey"
            columns: ["entrance_id"]
            isOneToOne: false
            referencedRelation: "entrances_and_exits"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_entrance_id_fkey"
            columns: ["entrance_id"]
            isOneToOne: false
            referencedRelation: "search_entrances"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_facility_type_id_fkey"
            columns: ["facility_type_id"]
            isOneToOne: false
            referencedRelation: "facility_types"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_key_id_fkey"
            columns: ["key_id"]
            isOneToOne: false
            referencedRelation: "key_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_key_id_fkey"
            columns: ["key_id"]
            isOneToOne: false
            referencedRelation: "keys"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_key_id_fkey"
            columns: ["key_id"]
            isOneToOne: false
            referencedRelation: "search_keys"
            referencedColumns: ["id"]
          },
        ]
      }
      staff: {
        Row: {
          active: boolean
          all_buildings: boolean
          created_at: string
          name: string
          role: string
          user_id: string
        }
        Insert: {
          active?: boolean
          all_buildings?: boolean
          created_at?: string
          name: string
          role?: string
          user_id: string
        }
        Update: {
          active?: boolean
          all_buildings?: boolean
          created_at?: string
          name?: string
          role?: string
          user_id?: string
        }
        Relationships: []
      }
      staff_buildings: {
        Row: {
          building_id: string
          user_id: string
        }
        Insert: {
          building_id: string
          user_id: string
        }
        Update: {
          building_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "staff_buildings_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "staff_buildings_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "staff_buildings_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "staff_buildings_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "staff_buildings_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "staff_buildings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "staff"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "staff_buildings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "staff_overview"
            referencedColumns: ["id"]
          },
        ]
      }
      suppliers: {
        Row: {
          address: string | null
          city: string | null
          comments: string | null
          company_name: string
          country: string | null
          created_at: string
          email: string | null
          id: string
          kvk_number: string | null
          name: string | null
          phone: string | null
          postal_code: string | null
          vat_number: string | null
          website: string | null
        }
        Insert: {
          address?: string | null
          city?: string | null
          comments?: string | null
          company_name: string
          country?: string | null
          created_at?: string
          email?: string | null
          id?: string
          kvk_number?: string | null
          name?: string | null
          phone?: string | null
          postal_code?: string | null
          vat_number?: string | null
          website?: string | null
        }
        Update: {
          address?: string | null
          city?: string | null
          comments?: string | null
          company_name?: string
          country?: string | null
          created_at?: string
          email?: string | null
          id?: string
          kvk_number?: string | null
          name?: string | null
          phone?: string | null
          postal_code?: string | null
          vat_number?: string | null
          website?: string | null
        }
        Relationships: []
      }
      suppliers_facility_types: {
        Row: {
          facility_type_id: string
          supplier_id: string
        }
        Insert: {
          facility_type_id: string
          supplier_id: string
        }
        Update: {
          facility_type_id?: string
          supplier_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "suppliers_facility_types_facility_type_id_fkey"
            columns: ["facility_type_id"]
            isOneToOne: false
            referencedRelation: "facility_types"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "suppliers_facility_types_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "search_suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "suppliers_facility_types_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "suppliers_facility_types_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "supplier_type_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "suppliers_facility_types_supplier_id_fkey"
            columns: ["supplier_id"]
            isOneToOne: false
            referencedRelation: "suppliers"
            referencedColumns: ["id"]
          },
        ]
      }
      tasks: {
        Row: {
          comments: string | null
          completed_at: string | null
          created_at: string
          end_date: string | null
          hours_spent: number
          id: string
          is_completed: boolean
          is_recurring: boolean
          next_occurrence_at: string | null
          recurrence_end_date: string | null
          recurrence_pattern: string | null
          start_date: string
          title: string
          has_started: boolean | null
          is_open: boolean | null
        }
        Insert: {
          comments?: string | null
          completed_at?: string | null
          created_at?: string
          end_date?: string | null
          hours_spent?: number
          id?: string
          is_completed?: boolean
          is_recurring?: boolean
          next_occurrence_at?: string | null
          recurrence_end_date?: string | null
          recurrence_pattern?: string | null
          start_date: string
          title: string
        }
        Update: {
          comments?: string | null
          completed_at?: string | null
          created_at?: string
          end_date?: string | null
          hours_spent?: number
          id?: string
          is_completed?: boolean
          is_recurring?: boolean
          next_occurrence_at?: string | null
          recurrence_end_date?: string | null
          recurrence_pattern?: string | null
          start_date?: string
          title?: string
        }
        Relationships: []
      }
      technical_provisions: {
        Row: {
          building_name: string | null
          company_id: string | null
          compatibility: string | null
          created_at: string
          device_name: string
          facility_type_id: string | null
          id: string
          inspection_interval_months: number | null
          installation_date: string
          installer_id: string | null
          maintenance_interval_months: number | null
          manufacturer: string
          next_inspection_date: string | null
          next_maintenance_date: string | null
          requires_inspection: boolean
          serial_number: string
          service_company_id: string | null
          space_id: string | null
          status: string
          type_and_model: string
          warranty_end_date: string | null
          attachment_count: number | null
        }
        Insert: {
          building_name?: string | null
          company_id?: string | null
          compatibility?: string | null
          created_at?: string
          device_name: string
          facility_type_id?: string | null
          id?: string
          inspection_interval_months?: number | null
          installation_date?: string
          installer_id?: string | null
          maintenance_interval_months?: number | null
          manufacturer: string
          next_inspection_date?: string | null
          next_maintenance_date?: string | null
          requires_inspection?: boolean
          serial_number: string
          service_company_id?: string | null
          space_id?: string | null
          status?: string
          type_and_model: string
          warranty_end_date?: string | null
        }
        Update: {
          building_name?: string | null
          company_id?: string | null
          compatibility?: string | null
          created_at?: string
          device_name?: string
          facility_type_id?: string | null
          id?: string
          inspection_interval_months?: number | null
          installation_date?: string
          installer_id?: string | null
          maintenance_interval_months?: number | null
          manufacturer?: string
          next_inspection_date?: string | null
          next_maintenance_date?: string | null
          requires_inspection?: boolean
          serial_number?: string
          service_company_id?: string | null
          space_id?: string | null
          status?: string
          type_and_model?: string
          warranty_end_date?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "technical_provisions_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "search_companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_facility_type_id_fkey"
            columns: ["facility_type_id"]
            isOneToOne: false
            referencedRelation: "facility_types"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_installer_id_fkey"
            columns: ["installer_id"]
            isOneToOne: false
            referencedRelation: "search_suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_installer_id_fkey"
            columns: ["installer_id"]
            isOneToOne: false
            referencedRelation: "supplier_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_installer_id_fkey"
            columns: ["installer_id"]
            isOneToOne: false
            referencedRelation: "supplier_type_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_installer_id_fkey"
            columns: ["installer_id"]
            isOneToOne: false
            referencedRelation: "suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_service_company_id_fkey"
            columns: ["service_company_id"]
            isOneToOne: false
            referencedRelation: "search_suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_service_company_id_fkey"
            columns: ["service_company_id"]
            isOneToOne: false
            referencedRelation: "supplier_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_service_company_id_fkey"
            columns: ["service_company_id"]
            isOneToOne: false
            referencedRelation: "supplier_type_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_service_company_id_fkey"
            columns: ["service_company_id"]
            isOneToOne: false
            referencedRelation: "suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "search_spaces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "space_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "spaces"
            referencedColumns: ["id"]
          },
        ]
      }
      utilities: {
        Row: {
          capacity: string | null
          created_at: string
          id: string
          is_readable: boolean
          meter_number: string | null
          shutoff_point: string | null
          space_id: string | null
          type: string
        }
        Insert: {
          capacity?: string | null
          created_at?: string
          id?: string
          is_readable?: boolean
          meter_number?: string | null
          shutoff_point?: string | null
          space_id?: string | null
          type: string
        }
        Update: {
          capacity?: string | null
          created_at?: string
          id?: string
          is_readable?: boolean
          meter_number?: string | null
          shutoff_point?: string | null
          space_id?: string | null
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "utilities_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "search_spaces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "utilities_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "space_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "utilities_space_id_fkey"
            columns: ["space_id"]
            isOneToOne: false
            referencedRelation: "spaces"
            referencedColumns: ["id"]
          },
        ]
      }
      utility_readings: {
        Row: {
          created_at: string
          id: string
          reading_date: string
          reading_value: string
          utility_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          reading_date?: string
          reading_value: string
          utility_id: string
        }
        Update: {
          created_at?: string
          id?: string
          reading_date?: string
          reading_value?: string
          utility_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "utility_readings_utility_id_fkey"
            columns: ["utility_id"]
            isOneToOne: false
            referencedRelation: "search_utilities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "utility_readings_utility_id_fkey"
            columns: ["utility_id"]
            isOneToOne: false
            referencedRelation: "utilities"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      building_choices: {
        Row: {
          city: string | null
          detail: string | null
          floors: number | null
          id: string | null
          label: string | null
          search: string | null
          street: string | null
        }
        Insert: {
          city?: string | null
          detail?: string | null
          floors?: number | null
          id?: string | null
          label?: string | null
          search?: string | null
          street?: string | null
        }
        Update: {
          city?: string | null
          detail?: string | null
          floors?: number | null
          id?: string | null
          label?: string | null
          search?: string | null
          street?: string | null
        }
        Relationships: []
      }
      company_choices: {
        Row: {
          detail: string | null
          id: string | null
          label: string | null
          search: string | null
        }
        Insert: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Update: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Relationships: []
      }
      deleted_rows: {
        Row: {
          actor_email: string | null
          actor_id: string | null
          actor_name: string | null
          building_id: string | null
          changed_at: string | null
          id: number | null
          old_row: Json | null
          row_id: string | null
          table_name: string | null
        }
        Insert: {
          actor_email?: string | null
          actor_id?: string | null
          actor_name?: string | null
          building_id?: string | null
          changed_at?: string | null
          id?: number | null
          old_row?: Json | null
          row_id?: string | null
          table_name?: string | null
        }
        Update: {
          actor_email?: string | null
          actor_id?: string | null
          actor_name?: string | null
          building_id?: string | null
          changed_at?: string | null
          id?: number | null
          old_row?: Json | null
          row_id?: string | null
          table_name?: string | null
        }
        Relationships: []
      }
      housing_choices: {
        Row: {
          building_id: string | null
          detail: string | null
          floor: number | null
          house_number: string | null
          house_number_order: string | null
          id: string | null
          label: string | null
          search: string | null
          street: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          floor?: number | null
          house_number?: string | null
          house_number_order?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
          street?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          floor?: number | null
          house_number?: string | null
          house_number_order?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
          street?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      housing_overview: {
        Row: {
          building_id: string | null
          building_name: string | null
          occupied: number | null
          rented: number | null
          reserved: number | null
          sold: number | null
          total: number | null
        }
        Insert: {
          building_id?: string | null
          building_name?: string | null
          occupied?: number | null
          rented?: number | null
          reserved?: number | null
          sold?: number | null
          total?: number | null
        }
        Update: {
          building_id?: string | null
          building_name?: string | null
          occupied?: number | null
          rented?: number | null
          reserved?: number | null
          sold?: number | null
          total?: number | null
        }
        Relationships: []
      }
      key_cabinet_choices: {
        Row: {
          detail: string | null
          id: string | null
          label: string | null
          search: string | null
        }
        Insert: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Update: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Relationships: []
      }
      key_choices: {
        Row: {
          detail: string | null
          id: string | null
          key_cabinet_id: string | null
          label: string | null
          search: string | null
        }
        Insert: {
          detail?: string | null
          id?: string | null
          key_cabinet_id?: string | null
          label?: string | null
          search?: string | null
        }
        Update: {
          detail?: string | null
          id?: string | null
          key_cabinet_id?: string | null
          label?: string | null
          search?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "keys_key_cabinet_id_fkey"
            columns: ["key_cabinet_id"]
            isOneToOne: false
            referencedRelation: "key_cabinet_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "keys_key_cabinet_id_fkey"
            columns: ["key_cabinet_id"]
            isOneToOne: false
            referencedRelation: "key_cabinets"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "keys_key_cabinet_id_fkey"
            columns: ["key_cabinet_id"]
            isOneToOne: false
            referencedRelation: "search_key_cabinets"
            referencedColumns: ["id"]
          },
        ]
      }
      mechanic_choices: {
        Row: {
          detail: string | null
          id: string | null
          label: string | null
          search: string | null
        }
        Insert: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Update: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Relationships: []
      }
      owner_choices: {
        Row: {
          detail: string | null
          id: string | null
          label: string | null
          search: string | null
        }
        Insert: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Update: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Relationships: []
      }
      performer_choices: {
        Row: {
          detail: string | null
          id: string | null
          kind_order: number | null
          label: string | null
          search: string | null
        }
        Insert: {
          detail?: string | null
          id?: string | null
          kind_order?: number | null
          label?: string | null
          search?: string | null
        }
        Update: {
          detail?: string | null
          id?: string | null
          kind_order?: number | null
          label?: string | null
          search?: string | null
        }
        Relationships: []
      }
      provision_choices: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          label: string | null
          search: string | null
          service_company_id: string | null
          status: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
          service_company_id?: string | null
          status?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
          service_company_id?: string | null
          status?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_service_company_id_fkey"
            columns: ["service_company_id"]
            isOneToOne: false
            referencedRelation: "search_suppliers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_service_company_id_fkey"
            columns: ["service_company_id"]
            isOneToOne: false
            referencedRelation: "supplier_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_service_company_id_fkey"
            columns: ["service_company_id"]
            isOneToOne: false
            referencedRelation: "supplier_type_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "technical_provisions_service_company_id_fkey"
            columns: ["service_company_id"]
            isOneToOne: false
            referencedRelation: "suppliers"
            referencedColumns: ["id"]
          },
        ]
      }
      search_buildings: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: []
      }
      search_companies: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: []
      }
      search_entrances: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "entrances_and_exits_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      search_housing: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "housing_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      search_key_cabinets: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      search_keys: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      search_malfunctions: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      search_mechanics: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: []
      }
      search_nuisances: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "nuisances_location_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      search_owners: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: []
      }
      search_spaces: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      search_suppliers: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: []
      }
      search_technical_provisions: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      search_utilities: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          search: string | null
          title: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          search?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      space_choices: {
        Row: {
          building_id: string | null
          detail: string | null
          id: string | null
          label: string | null
          search: string | null
        }
        Insert: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Update: {
          building_id?: string | null
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "building_choices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "buildings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "housing_overview"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["building_id"]
          },
          {
            foreignKeyName: "spaces_building_id_fkey"
            columns: ["building_id"]
            isOneToOne: false
            referencedRelation: "search_buildings"
            referencedColumns: ["id"]
          },
        ]
      }
      staff_overview: {
        Row: {
          active: boolean | null
          all_buildings: boolean | null
          building_ids: string[] | null
          building_names: string | null
          email: string | null
          email_confirmed_at: string | null
          id: string | null
          invited_at: string | null
          last_sign_in_at: string | null
          name: string | null
          role: string | null
        }
        Insert: {
          active?: boolean | null
          all_buildings?: boolean | null
          building_ids?: string[] | null
          building_names?: string | null
          email?: string | null
          email_confirmed_at?: string | null
          id?: string | null
          invited_at?: string | null
          last_sign_in_at?: string | null
          name?: string | null
          role?: string | null
        }
        Update: {
          active?: boolean | null
          all_buildings?: boolean | null
          building_ids?: string[] | null
          building_names?: string | null
          email?: string | null
          email_confirmed_at?: string | null
          id?: string | null
          invited_at?: string | null
          last_sign_in_at?: string | null
          name?: string | null
          role?: string | null
        }
        Relationships: []
      }
      supplier_choices: {
        Row: {
          detail: string | null
          id: string | null
          label: string | null
          search: string | null
        }
        Insert: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Update: {
          detail?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Relationships: []
      }
      supplier_type_choices: {
        Row: {
          detail: string | null
          facility_type_id: string | null
          facility_type_name: string | null
          id: string | null
          label: string | null
          search: string | null
        }
        Insert: {
          detail?: string | null
          facility_type_id?: string | null
          facility_type_name?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Update: {
          detail?: string | null
          facility_type_id?: string | null
          facility_type_name?: string | null
          id?: string | null
          label?: string | null
          search?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "suppliers_facility_types_facility_type_id_fkey"
            columns: ["facility_type_id"]
            isOneToOne: false
            referencedRelation: "facility_types"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      add_utility_reading: {
        Args: {
          p_confirm_lower?: boolean
          p_reading_date: string
          p_reading_value: string
          p_utility_id: string
        }
        Returns: string
      }
      attachment_count:
        | {
            Args: { "": Database["public"]["Tables"]["housing"]["Row"] }
            Returns: {
              error: true
            } & "the function public.attachment_count with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache"
          }
        | {
            Args: { "": Database["public"]["Tables"]["malfunctions"]["Row"] }
            Returns: {
              error: true
            } & "the function public.attachment_count with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache"
          }
        | {
            Args: { "": Database["public"]["Tables"]["nuisances"]["Row"] }
            Returns: {
              error: true
            } & "the function public.attachment_count with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache"
          }
        | {
            Args: {
              "": Database["public"]["Tables"]["technical_provisions"]["Row"]
            }
            Returns: {
              error: true
            } & "the function public.attachment_count with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache"
          }
      attachment_files: {
        Args: { p_row: string; p_table: string }
        Returns: {
          created_at: string
          mimetype: string
          name: string
          path: string
          size: number
          thumb_path: string
        }[]
      }
      attachments_trash_done: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      attachments_trash_take: {
        Args: { p_max?: number }
        Returns: {
          bucket_id: string
          name: string
        }[]
      }
      due_per_month: {
        Args: Record<PropertyKey, never>
        Returns: {
          inspections: number
          maintenance: number
          month_start: string
        }[]
      }
      global_search: {
        Args: { max?: number; q: string }
        Returns: {
          area: string
          detail: string
          id: string
          rank: number
          title: string
        }[]
      }
      has_started: {
        Args: { "": Database["public"]["Tables"]["tasks"]["Row"] }
        Returns: {
          error: true
        } & "the function public.has_started with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache"
      }
      history_building: {
        Args: { r: Json; table_name: string }
        Returns: string
      }
      history_changes: {
        Args: { after: Json; before: Json; quiet: string[] }
        Returns: Json
      }
      history_key: { Args: { key_columns: string[]; r: Json }; Returns: string }
      history_space_building: { Args: { space_id: string }; Returns: string }
      history_track: { Args: { table_name: string }; Returns: undefined }
      import_housing: {
        Args: { apply?: boolean; housing_rows: Json }
        Returns: Json
      }
      is_blank: { Args: { value: string }; Returns: boolean }
      is_open: {
        Args: { "": Database["public"]["Tables"]["tasks"]["Row"] }
        Returns: {
          error: true
        } & "the function public.is_open with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache"
      }
      is_printable: { Args: { value: string }; Returns: boolean }
      is_single_line: { Args: { value: string }; Returns: boolean }
      malfunction_moment: {
        Args: { p_sent: string; p_stored: string }
        Returns: string
      }
      malfunctions_per_week: {
        Args: Record<PropertyKey, never>
        Returns: {
          open_at_end: number
          reported: number
          week_start: string
        }[]
      }
      may_read_building: { Args: { p_building_id: string }; Returns: boolean }
      may_write_building: { Args: { p_building_id: string }; Returns: boolean }
      restore_deleted: { Args: { history_id: number }; Returns: Json }
      save_key: {
        Args: { p_id: string; p_key: Json; p_space_ids: string[] }
        Returns: string
      }
      save_malfunction: {
        Args: {
          p_description: string
          p_id: string
          p_priority: string
          p_resolved_at: string
          p_started_at: string
          p_status: string
          p_supplier_id: string
          p_technical_provision_id: string
        }
        Returns: string
      }
      save_staff_access: {
        Args: {
          p_all_buildings: boolean
          p_building_ids: string[]
          p_role: string
          p_user_id: string
        }
        Returns: undefined
      }
      save_supplier: {
        Args: { p_facility_type_ids: string[]; p_id: string; p_supplier: Json }
        Returns: string
      }
      save_technical_provision: {
        Args: { p_id: string; p_owner_id: string; p_provision: Json }
        Returns: string
      }
      search_key: { Args: { value: string }; Returns: string }
      search_text: { Args: { value: string }; Returns: string }
      staff_readable_buildings: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      staff_role: { Args: Record<PropertyKey, never>; Returns: string }
      staff_sees_all: { Args: Record<PropertyKey, never>; Returns: boolean }
      staff_writable_buildings: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      staff_writes_all: { Args: Record<PropertyKey, never>; Returns: boolean }
      take_function_call: {
        Args: {
          p_function_name: string
          p_max_calls: number
          p_per_seconds: number
          p_user_id: string
        }
        Returns: number
      }
      text_key: { Args: { value: string }; Returns: string }
      trim_blank: { Args: { value: string }; Returns: string }
      utility_consumption: {
        Args: { p_period: string; p_utility_id: string }
        Returns: {
          consumption: number
          days: number
          needs_check: boolean
          period_start: string
          series: number
        }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
