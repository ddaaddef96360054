import { AspectRatio, Card, Image } from '@mantine/core';
import type { TPublicImage } from '@roteiro/domain/catalogue/public';

type TCardCoverProps = {
  image: TPublicImage | null | undefined;
  alt: string;
  /**
   * `first`: the page's largest picture on phones, fetched before anything else; `early`: on the first
   * screen; `late`: below it, loaded as it comes near.
   */
  priority: TImagePriority;
};

export type TImagePriority = 'first' | 'early' | 'late';

/** The priority of the card at `position` in a list that opens the page. */
export const priorityAt = (position: number): TImagePriority =>
  position === 0 ? 'first' : position < 3 ? 'early' : 'late';

/** Cards fill a column of 1 (phones), 2 or 3 (desktop): the browser picks the smallest picture that fits. */
const CARD_SIZES = '(max-width: 576px) 100vw, (max-width: 992px) 50vw, 400px';

/** A catalogue card's 4:3 cover, or a tinted placeholder when there is no image. */
export function CardCover({ image, alt, priority }: TCardCoverProps) {
  return (
    <Card.Section>
      <AspectRatio ratio={4 / 3}>
        {image ? (
          <Image
            src={image.card}
            srcSet={`${image.thumb} 320w, ${image.card} 800w`}
            sizes={CARD_SIZES}
            alt={alt}
            loading={priority === 'late' ? 'lazy' : 'eager'}
            fetchPriority={priority === 'first' ? 'high' : 'auto'}
            width={800}
            height={600}
            fit="cover"
            style={{ height: 'auto' }}
          />
        ) : (
          <div aria-hidden style={{ background: 'var(--mantine-color-azulejo-1)' }} />
        )}
      </AspectRatio>
    </Card.Section>
  );
}
