import { bioParagraphs } from '../lib/bio-paragraphs';

/** The bio as the paragraphs of spec §2 (about 80 characters each). */
export function BioText({ bio, emptyText }: { readonly bio: string; readonly emptyText: string }) {
  const paragraphs = bioParagraphs(bio);
  if (paragraphs.length === 0) return <p className="text-ink-600">{emptyText}</p>;
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-ink-800">
      {paragraphs.map((paragraph, index) => (
        // Paragraphs can repeat word for word; their place is what tells them apart.
        <p key={index} dir="auto">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
