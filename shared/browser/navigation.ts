/** Page navigation in one place, so tests can watch it and nothing else touches location. */
export const navigation = {
  go(url: string): void {
    location.assign(url);
  },
  reload(): void {
    location.reload();
  },
};
