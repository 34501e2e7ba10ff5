/** Decorative star map, a nod to the brand's name (Nujoom, "stars"). */
export function Constellation({ className }: { readonly className?: string }) {
  const stars = [
    { x: 40, y: 210, r: 5 },
    { x: 120, y: 150, r: 7 },
    { x: 210, y: 175, r: 4 },
    { x: 270, y: 90, r: 9 },
    { x: 350, y: 130, r: 5 },
    { x: 380, y: 40, r: 4 },
    { x: 300, y: 250, r: 6 },
  ];
  return (
    <svg viewBox="0 0 420 300" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M40 210L120 150L210 175L270 90L350 130L380 40M210 175L300 250L350 130"
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.35}
        strokeWidth={1.25}
        strokeDasharray="3 6"
        className="text-gold-400"
      />
      {stars.map((star) => (
        <g key={`${star.x}-${star.y}`} className="fill-gold-400">
          <circle cx={star.x} cy={star.y} r={star.r * 2.6} opacity={0.12} />
          <path
            d={`M${star.x} ${star.y - star.r * 1.8}L${star.x + star.r * 0.45} ${star.y - star.r * 0.45}L${star.x + star.r * 1.8} ${star.y}L${star.x + star.r * 0.45} ${star.y + star.r * 0.45}L${star.x} ${star.y + star.r * 1.8}L${star.x - star.r * 0.45} ${star.y + star.r * 0.45}L${star.x - star.r * 1.8} ${star.y}L${star.x - star.r * 0.45} ${star.y - star.r * 0.45}Z`}
          />
        </g>
      ))}
    </svg>
  );
}
