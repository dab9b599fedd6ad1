// Something built from Intl at module evaluation (country names, say) loads its locale data while the page starts,
// on every page that imports the module, shown or not (docs/architecture.md#first-render). Built on
// first use, it costs only the page that shows it.

/** The value `make` returns, made on the first call and kept for the next. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
