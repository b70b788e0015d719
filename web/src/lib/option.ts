/** One choice of a select or a radio group: what is sent, and what a person reads. */
export interface Option {
  value: string;
  label: string;
}
