/** Grey cards of the grid's size while the catalogue loads, so nothing shifts when it arrives. */
export function CardGridPlaceholder({ label }: { label: string }) {
  return (
    <div className="card-grid" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {['first', 'second', 'third'].map((position) => (
        <div key={position} className="card card-placeholder" />
      ))}
    </div>
  );
}
