import { AspectRatio, Card, Image } from '@mantine/core';

type TCardCoverProps = { src: string | undefined; alt: string };

/** A catalogue card's 4:3 cover, or a tinted placeholder when there is no image. */
export function CardCover({ src, alt }: TCardCoverProps) {
  return (
    <Card.Section>
      <AspectRatio ratio={4 / 3}>
        {src ? (
          <Image
            src={src}
            alt={alt}
            loading="lazy"
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
