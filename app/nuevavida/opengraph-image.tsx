import { SocialCardArt } from '@/components/images/social-card-art';
import { cardResponse } from '@/lib/image-render';
import { cardImageMetadata, nuevavidaCard } from '@/lib/social-cards';

export const dynamic = 'force-static';

export function generateImageMetadata() {
  return cardImageMetadata(nuevavidaCard());
}

export default function Image(): Promise<Response> {
  return cardResponse(<SocialCardArt card={nuevavidaCard()} />);
}
