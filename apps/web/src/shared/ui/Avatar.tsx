import { type AvatarProps, Avatar as MantineAvatar } from '@mantine/core';
import { avatarColor, avatarInitials } from '@roteiro/domain/settings/avatar';

type TAvatarProps = {
  name: string;
  image?: string | null;
  size?: AvatarProps['size'];
  /** The name is written next to it: hide the avatar from screen readers. */
  isDecorative?: boolean;
};

/** A person's photo, or their initials on one of 12 colours picked from the display name (operations.md §9). */
export function Avatar({ name, image, size = 40, isDecorative = false }: TAvatarProps) {
  if (image) {
    return (
      <MantineAvatar
        src={image}
        alt={isDecorative ? '' : name}
        size={size}
        radius="xl"
        aria-hidden={isDecorative || undefined}
      />
    );
  }
  return (
    <MantineAvatar
      color={avatarColor(name)}
      variant="filled"
      size={size}
      radius="xl"
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : name}
      aria-hidden={isDecorative || undefined}
    >
      {avatarInitials(name)}
    </MantineAvatar>
  );
}
