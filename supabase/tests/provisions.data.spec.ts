// Technical provisions (20261124000005_provision_maintenance.sql): saving a provision
// with its owner in one transaction (save_technical_provision), the building name the
// list sorts on, and the maintenance and inspection history that moves the next date
// to the performed date plus the interval. Against the real stack as the demo user;
// the history cannot be deleted, so the provisions made here stay (names unique per run).
import { PRINTABLE_MESSAGE, constraintName, toDutchMessage, tooLongMessage } from "@facility/data";
import { OWN_SPEC_TABLES, RUN } from "./cases";
import {
  MISSING_ID,
  SEED,
  amsterdamDay,
  anonClient,
  asBackendError,
  countRows,
  deleteEach,
  ownerDb,
  userClient,
  type Db,
} from "./helpers";

let db: Db;
let serial = 0;

beforeAll(async () => {
  db = await userClient();
});

afterAll(async () => {
  await db?.auth.signOut();
});

/** `iso` plus `months`, as Postgres adds months (the last day of a shorter month when the day does not exist). */
const addMonths = (iso: string, months: number) => {
  const [y, m, d] = iso.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last)))
    .toISOString()
    .slice(0, 10);
};

const provisionRow = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    device_name: `Testlift ${RUN}-${serial}`,
    type_and_model: "TL-1",
    manufacturer: "Kone",
    serial_number: `SN-${RUN}-${serial}`,
    space_id: SEED.space(7),
    installation_date: amsterdamDay(-400),
    ...extra,
  };
};

async function save(
  id: string | null,
  provision: Record<string, unknown>,
  ownerId: string | null,
) {
  return db.rpc("save_technical_provision", {
    p_id: id as string,
    p_provision: provision as never,
    p_owner_id: ownerId as string,
  });
}

async function newProvision(
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { data, error } = await save(null, provisionRow(extra), null);
  if (error) throw new Error(error.message);
  return data as string;
}

async function provision(id: string) {
  const { data, error } = await db
    .from("technical_provisions")
    .select("*")
    .eq("id", id)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

async function owners(id: string) {
  const { data } = await db
    .from("owners_technical_provisions")
    .select("owner_id")
    .eq("technical_provision_id", id)
    .order("owner_id");
  return (data ?? []).map((l) => l.owner_id);
}

const service = (provisionId: string, extra: Record<string, unknown> = {}) => ({
  technical_provision_id: provisionId,
  kind: "maintenance",
  performed_on: amsterdamDay(0),
  supplier_id: SEED.supplier(3),
  note: "Jaarlijkse beurt",
  ...extra,
});

async function history(provisionId: string) {
  const { data, error } = await db
    .from("provision_services")
    .select("*")
    .eq("technical_provision_id", provisionId)
    .order("performed_on", { ascending: false })
    .order("created_at", { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

/** Inserts `row` into provision_services, expects the refusal by `constraint` with its Dutch message, and nothing changed. */
async function expectServiceRefused(
  row: Record<string, unknown>,
  constraint: string,
  message: string,
) {
  const before = await countRows(db, "provision_services");
  const provisionBefore = await provision(row.technical_provision_id as string);
  const { data, error } = await db
    .from("provision_services")
    .insert(row as never)
    .select();
  expect(data).toBeNull();
  expect({
    constraint: constraintName(error),
    message: toDutchMessage(error),
  }).toEqual({ constraint, message });
  expect(await countRows(db, "provision_services")).toBe(before);
  expect(await provision(row.technical_provision_id as string)).toEqual(
    provisionBefore,
  );
}

const tested = new Set<string>();

describe("save_technical_provision: the provision and its owner in one transaction", () => {
  it("stores the provision with its owner; an edit replaces the owner; none removes the link", async () => {
    const { data: id, error } = await save(
      null,
      provisionRow({
        company_id: SEED.company(1),
        maintenance_interval_months: 6,
      }),
      SEED.owner(1),
    );
    expect(error).toBeNull();
    expect(await provision(id as string)).toMatchObject({
      status: "active",
      requires_inspection: false,
      company_id: SEED.company(1),
      maintenance_interval_months: 6,
    });
    expect(await owners(id as string)).toEqual([SEED.owner(1)]);

    const edit = await save(
      id as string,
      provisionRow({
        status: "in_repair",
        requires_inspection: true,
        next_inspection_date: amsterdamDay(30),
      }),
      SEED.owner(2),
    );
    expect(edit.error).toBeNull();
    expect(await provision(id as string)).toMatchObject({
      status: "in_repair",
      next_inspection_date: amsterdamDay(30),
      company_id: null,
      maintenance_interval_months: null,
    });
    expect(await owners(id as string)).toEqual([SEED.owner(2)]);

    expect((await save(id as string, provisionRow(), null)).error).toBeNull();
    expect(await owners(id as string)).toEqual([]);
    expect(
      (
        await db
          .from("technical_provisions")
          .delete()
          .eq("id", id as string)
      ).error,
    ).toBeNull();
  });

  it("leaves nothing saved when the owner link fails", async () => {
    const provisions = await countRows(db, "technical_provisions");
    const links = await countRows(db, "owners_technical_provisions");
    const { error } = await save(null, provisionRow(), MISSING_ID);
    expect(toDutchMessage(error)).toBe(
      "De gekozen eigenaar bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.",
    );
    expect(await countRows(db, "technical_provisions")).toBe(provisions);
    expect(await countRows(db, "owners_technical_provisions")).toBe(links);
  });

  it("keeps the provision and its owner when an edit breaks a rule", async () => {
    const { data: id } = await save(
      null,
      provisionRow({ installation_date: amsterdamDay(-10) }),
      SEED.owner(1),
    );
    const before = await provision(id as string);
    const cases: [Record<string, unknown>, string][] = [
      [{ device_name: " \u00A0" }, "Vul de naam van het apparaat in."],
      [
        { warranty_end_date: amsterdamDay(-11) },
        "De garantie kan niet eindigen voor de installatiedatum.",
      ],
      [
        { next_inspection_date: amsterdamDay(5) },
        "Een volgende keuringsdatum kan alleen worden ingevuld als keuring vereist is.",
      ],
      [
        { maintenance_interval_months: 121 },
        "Het onderhoudsinterval moet een heel aantal maanden van 1 tot en met 120 zijn.",
      ],
      [{ compatibility: "x".repeat(201) }, tooLongMessage(200)],
    ];
    for (const [change, message] of cases) {
      const { error } = await save(
        id as string,
        provisionRow({ installation_date: amsterdamDay(-10), ...change }),
        SEED.owner(2),
      );
      expect(toDutchMessage(error)).toBe(message);
    }
    expect(await provision(id as string)).toEqual(before);
    expect(await owners(id as string)).toEqual([SEED.owner(1)]);
    await db
      .from("technical_provisions")
      .delete()
      .eq("id", id as string);
  });

  it("an edit of a provision that no longer exists says so", async () => {
    const { error } = await save(MISSING_ID, provisionRow(), null);
    expect(toDutchMessage(error)).toBe(
      "Het gevraagde item is niet gevonden. Mogelijk is het verwijderd.",
    );
  });

  it("refuses the anon key", async () => {
    const { error } = await anonClient().rpc("save_technical_provision", {
      p_id: null as never,
      p_provision: provisionRow(),
      p_owner_id: null as never,
    });
    expect(error).toMatchObject({ code: "42501" });
  });

  it("refuses to delete a provision that malfunctions refer to, with the reason", async () => {
    const { data, error } = await db
      .from("technical_provisions")
      .delete()
      .eq("id", SEED.provision(1))
      .select();
    expect(data).toBeNull();
    expect(toDutchMessage(error)).toBe(
      "Deze technische voorziening heeft nog storingen en kan niet worden verwijderd.",
    );
  });
});

describe("technical_provisions.building_name", () => {
  it("is the space's building, follows a move and a rename, and ignores what a client sends", async () => {
    const building = (
      await db
        .from("buildings")
        .insert({
          name: `Gebouw ${RUN}`,
          street: "Straat 1",
          city: "Utrecht",
          floors: 2,
        })
        .select("id")
        .single()
    ).data?.id as string;
    const other = (
      await db
        .from("buildings")
        .insert({
          name: `Ander ${RUN}`,
          street: "Straat 2",
          city: "Utrecht",
          floors: 2,
        })
        .select("id")
        .single()
    ).data?.id as string;
    const space = (
      await db
        .from("spaces")
        .insert({ building_id: building, name: `Ruimte ${RUN}`, floor: 0 })
        .select("id")
        .single()
    ).data?.id as string;
    const id = await newProvision({ space_id: space });
    try {
      expect((await provision(id)).building_name).toBe(`Gebouw ${RUN}`);

      await db
        .from("buildings")
        .update({ name: `Hernoemd ${RUN}` })
        .eq("id", building);
      expect((await provision(id)).building_name).toBe(`Hernoemd ${RUN}`);
      await db.from("spaces").update({ building_id: other }).eq("id", space);
      expect((await provision(id)).building_name).toBe(`Ander ${RUN}`);

      await db
        .from("technical_provisions")
        .update({ building_name: "Iets anders" } as never)
        .eq("id", id);
      expect((await provision(id)).building_name).toBe(`Ander ${RUN}`);
      await db
        .from("technical_provisions")
        .update({ space_id: null })
        .eq("id", id);
      expect((await provision(id)).building_name).toBeNull();
    } finally {
      await db.from("technical_provisions").delete().eq("id", id);
      await db.from("spaces").delete().eq("id", space);
      await deleteEach(db, "buildings", "id", [building, other]);
    }
  });
});

describe("maintenance and inspections that keep themselves planned", () => {
  it("moves the next maintenance date to the performed date plus the interval, not the old due date plus it", async () => {
    const id = await newProvision({
      maintenance_interval_months: 6,
      next_maintenance_date: amsterdamDay(-10),
    });
    // Performed 10 days after it was due; a next date sent by the client is replaced.
    const { data, error } = await db
      .from("provision_services")
      .insert(service(id, { next_date: amsterdamDay(3) }) as never)
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      kind: "maintenance",
      performed_on: amsterdamDay(0),
      next_date: addMonths(amsterdamDay(0), 6),
      supplier_id: SEED.supplier(3),
      mechanic_id: null,
    });
    expect((await provision(id)).next_maintenance_date).toBe(
      addMonths(amsterdamDay(0), 6),
    );
  });

  it("moves the next inspection date by the inspection interval; the maintenance date stays", async () => {
    const id = await newProvision({
      requires_inspection: true,
      inspection_interval_months: 12,
      next_inspection_date: amsterdamDay(2),
      next_maintenance_date: amsterdamDay(20),
    });
    const { error } = await db
      .from("provision_services")
      .insert(
        service(id, {
          kind: "inspection",
          performed_on: amsterdamDay(-1),
          supplier_id: null,
          mechanic_id: SEED.mechanic(1),
        }) as never,
      );
    expect(error).toBeNull();
    expect(await provision(id)).toMatchObject({
      next_inspection_date: addMonths(amsterdamDay(-1), 12),
      next_maintenance_date: amsterdamDay(20),
    });
  });

  it("without an interval takes the next date the user gives, and needs one", async () => {
    const id = await newProvision({ next_maintenance_date: amsterdamDay(-3) });
    await expectServiceRefused(
      service(id),
      "provision_services_next_date_required",
      "Vul de volgende datum in: deze voorziening heeft geen interval.",
    );
    tested.add("provision_services_next_date_required");
    await expectServiceRefused(
      service(id, { next_date: amsterdamDay(0) }),
      "provision_services_next_after_performed",
      "De volgende datum moet na de uitvoerdatum liggen.",
    );
    tested.add("provision_services_next_after_performed");

    expect(
      (
        await db
          .from("provision_services")
          .insert(service(id, { next_date: amsterdamDay(90) }) as never)
      ).error,
    ).toBeNull();
    expect((await provision(id)).next_maintenance_date).toBe(amsterdamDay(90));
  });

  it("shows the history newest first", async () => {
    const id = await newProvision({ maintenance_interval_months: 3 });
    await db
      .from("provision_services")
      .insert(
        service(id, { performed_on: amsterdamDay(-200), note: "Eerste" }) as never,
      );
    await db
      .from("provision_services")
      .insert(service(id, { performed_on: amsterdamDay(-5), note: "Tweede" }) as never);
    expect((await history(id)).map((s) => s.note)).toEqual([
      "Tweede",
      "Eerste",
    ]);
    expect((await provision(id)).next_maintenance_date).toBe(
      addMonths(amsterdamDay(-5), 3),
    );
  });

  it("refuses an entry that breaks a rule, each with its Dutch message, and leaves the provision as it was", async () => {
    const id = await newProvision({
      maintenance_interval_months: 6,
      installation_date: amsterdamDay(-30),
      next_maintenance_date: amsterdamDay(5),
    });
    const cases: [string, Record<string, unknown>, string][] = [
      [
        "provision_services_kind_check",
        { kind: "repair", next_date: amsterdamDay(30) },
        "Kies onderhoud of keuring.",
      ],
      [
        "provision_services_one_performer",
        { mechanic_id: SEED.mechanic(1) },
        "Kies wie het heeft uitgevoerd: een monteur of een servicebedrijf.",
      ],
      [
        "provision_services_one_performer",
        { supplier_id: null },
        "Kies wie het heeft uitgevoerd: een monteur of een servicebedrijf.",
      ],
      [
        "provision_services_note_length",
        { note: "x".repeat(2001) },
        tooLongMessage(2000),
      ],
      [
        "provision_services_note_printable",
        { note: "Filter\tvervangen" },
        PRINTABLE_MESSAGE,
      ],
      [
        "provision_services_performed_on_range",
        { performed_on: "1899-12-31", next_date: amsterdamDay(30) },
        "De uitvoerdatum moet tussen 1 januari 1900 en 31 december 2200 liggen.",
      ],
      [
        "provision_services_performed_in_future",
        { performed_on: amsterdamDay(1) },
        "De uitvoerdatum kan niet in de toekomst liggen.",
      ],
      [
        "provision_services_performed_before_installation",
        { performed_on: amsterdamDay(-31) },
        "De uitvoerdatum kan niet voor de installatiedatum liggen.",
      ],
      [
        "provision_services_inspection_not_required",
        { kind: "inspection" },
        "Deze technische voorziening vereist geen keuring.",
      ],
    ];
    for (const [constraint, change, message] of cases) {
      await expectServiceRefused(service(id, change), constraint, message);
      tested.add(constraint);
    }
    // The range of the next date: a provision without an interval, given a date after 2200.
    const open = await newProvision();
    await expectServiceRefused(
      service(open, { next_date: "2201-01-01" }),
      "provision_services_next_date_range",
      "De volgende datum moet tussen 1 januari 1900 en 31 december 2200 liggen.",
    );
    tested.add("provision_services_next_date_range");
    expect(await history(id)).toEqual([]);
  });

  it("refuses an entry without a required value (NOT NULL)", async () => {
    const id = await newProvision({ maintenance_interval_months: 6 });
    for (const [column, label] of [
      ["kind", "Soort"],
      ["performed_on", "Uitgevoerd op"],
      ["technical_provision_id", "Technische voorziening"],
    ]) {
      const { error } = await db
        .from("provision_services")
        .insert(service(id, { [column]: null }) as never);
      expect({
        column,
        code: error?.code,
        message: toDutchMessage(error),
      }).toEqual({
        column,
        code: "23502",
        message: `Vul alle verplichte velden in. Ontbreekt: ${label}.`,
      });
    }
  });

  it("keeps the history as it happened: no update or delete, also not for the database owner", async () => {
    const id = await newProvision({ maintenance_interval_months: 6 });
    const { data: entry } = await db
      .from("provision_services")
      .insert(service(id) as never)
      .select()
      .single();
    const update = await db
      .from("provision_services")
      .update({ note: "Anders" } as never)
      .eq("id", entry?.id as string)
      .select();
    expect(update.data).toBeNull();
    expect(constraintName(update.error)).toBe("provision_services_immutable");
    expect(toDutchMessage(update.error)).toBe(
      "De onderhouds- en keuringsgeschiedenis kan niet worden gewijzigd of verwijderd.",
    );
    const removal = await db
      .from("provision_services")
      .delete()
      .eq("id", entry?.id as string)
      .select();
    expect(constraintName(removal.error)).toBe("provision_services_immutable");
    const pg = await ownerDb();
    try {
      const error = await pg
        .query("delete from public.provision_services where id = $1", [
          entry?.id,
        ])
        .catch(asBackendError);
      expect(toDutchMessage(error)).toBe(
        "De onderhouds- en keuringsgeschiedenis kan niet worden gewijzigd of verwijderd.",
      );
    } finally {
      await pg.end();
    }
    expect(await history(id)).toHaveLength(1);
    tested.add("provision_services_immutable");

    // A provision, a mechanic or a service company in the history cannot be deleted: the reason is given.
    const removed = await db
      .from("technical_provisions")
      .delete()
      .eq("id", id)
      .select();
    expect(toDutchMessage(removed.error)).toBe(
      "Deze technische voorziening heeft een onderhouds- en keuringsgeschiedenis en kan niet worden verwijderd.",
    );
    const { data: mechanic } = await db
      .from("mechanics")
      .insert({ name: `Monteur ${RUN}` })
      .select("id")
      .single();
    await db
      .from("provision_services")
      .insert(
        service(id, { supplier_id: null, mechanic_id: mechanic?.id }) as never,
      );
    const mechanicRemoved = await db
      .from("mechanics")
      .delete()
      .eq("id", mechanic?.id as string)
      .select();
    expect(toDutchMessage(mechanicRemoved.error)).toBe(
      "Deze monteur staat in de onderhouds- en keuringsgeschiedenis en kan niet worden verwijderd.",
    );
  });

  it("anon reads and writes nothing", async () => {
    const anon = anonClient();
    const read = await anon.from("provision_services").select("*");
    expect(read.error).toMatchObject({ code: "42501" });
    const id = await newProvision({ maintenance_interval_months: 6 });
    const before = await countRows(db, "provision_services");
    const write = await anon
      .from("provision_services")
      .insert(service(id) as never);
    expect(write.error).toMatchObject({ code: "42501" });
    expect(await countRows(db, "provision_services")).toBe(before);
  });

  it("tested every rule the schema coverage counts as tested here", () => {
    const own = OWN_SPEC_TABLES.find((t) => t.table === "provision_services");
    expect([...tested].sort()).toEqual([...(own?.constraints ?? [])].sort());
  });
});
