/** Reloading the page in one place, so tests can watch it instead of losing their document. */
export const pageReload = {
  reload(): void {
    location.reload();
  },
};
