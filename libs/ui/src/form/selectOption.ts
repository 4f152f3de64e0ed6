/** A choice of a select: the stored value and its Dutch label. */
export interface SelectOption {
  value: string;
  label: string;
}
