import { SocialCardArt } from '@/components/images/social-card-art';
import { cardResponse } from '@/lib/image-render';
import { cardImageMetadata, envivoCard } from '@/lib/social-cards';

export const dynamic = 'force-static';

export function generateImageMetadata() {
  return cardImageMetadata(envivoCard());
}

export default function Image(): Promise<Response> {
  return cardResponse(<SocialCardArt card={envivoCard()} />);
}
