/** Builds the web app unless apps/web/dist was built from exactly the current sources. */
export function buildWebIfStale(): void;
