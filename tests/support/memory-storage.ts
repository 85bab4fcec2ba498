/** Web Storage (sessionStorage, localStorage) as a browser tab has it, in memory: for `vi.stubGlobal`. */
export function memoryStorage(entries: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, String(value)),
    removeItem: (name) => void data.delete(name),
    clear: () => data.clear(),
  };
}
