/** The 1-based page number in a `?page=` value; anything else is page 1. */
export const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
