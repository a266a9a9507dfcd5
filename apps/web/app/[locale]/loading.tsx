/** Skeleton rows while a catalogue page renders on the server. */
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading">
      <span className="skeleton" style={{ width: 220, height: 24, marginBottom: 16 }} />
      {Array.from({ length: 8 }, (_, i) => (
        <span key={i} className="skeleton skeleton--row" />
      ))}
    </div>
  );
}
