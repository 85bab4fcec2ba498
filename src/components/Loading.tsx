/** The 'Loading...' spinner shown while the sign-in check (or a first load) runs. Keeps its height so nothing jumps. */
export default function Loading({ label = 'Loading...', minHeight = 'min-h-64' }: { label?: string; minHeight?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex ${minHeight} items-center justify-center gap-3 text-earth-700`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-3 border-cream-300 border-t-chilli-700 motion-reduce:animate-none"
      />
      <span className="font-medium">{label}</span>
    </div>
  );
}
