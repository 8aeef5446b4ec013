import { PosterArt } from '@/components/images/poster-art';
import { SocialCardArt } from '@/components/images/social-card-art';
import { cardResponse, posterResponse } from '@/lib/image-render';
import { POSTER_FILES } from '@/lib/posters';
import { RECAP_CARD_FILES, recapCard } from '@/lib/social-cards';

/**
 * The video posters (lib/posters.ts) and the recap pages' social cards (lib/social-cards.ts), drawn
 * during the build into out/images/; no other file.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return [...POSTER_FILES, ...RECAP_CARD_FILES].map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const poster = POSTER_FILES.find((candidate) => candidate.file === file);
  if (poster) return posterResponse(poster, () => <PosterArt poster={poster.poster} />);
  const card = RECAP_CARD_FILES.find((candidate) => candidate.file === file);
  if (card) return cardResponse(<SocialCardArt card={recapCard(card.slug)} />);
  return new Response(null, { status: 404 });
}
