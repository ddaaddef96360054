import { ActionIcon, Button, Group } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import {
  IconBrandFacebook,
  IconBrandPinterest,
  IconBrandWhatsapp,
  IconBrandX,
  IconLink,
  IconMail,
  IconShare,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useT } from '../i18n/useT.tsx';
import { toast } from './toasts.ts';

type TShareBarProps = {
  title: string;
  /** Absolute URL to share; the current page by default. */
  url?: string;
  /** Path of the picture on this site (Pinterest gets its absolute URL). */
  imagePath?: string;
};

/** Builds the share link of each network (catalogue.md §2, share bar). */
export function shareLinks(title: string, url: string, imageUrl?: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Facebook', icon: IconBrandFacebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      name: 'Email',
      icon: IconMail,
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    },
    {
      name: 'Pinterest',
      icon: IconBrandPinterest,
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${imageUrl ? `&media=${encodeURIComponent(imageUrl)}` : ''}`,
    },
    { name: 'X', icon: IconBrandX, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      name: 'WhatsApp',
      icon: IconBrandWhatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ] as const;
}

/** A Share button revealing Facebook, Email, Pinterest, X, WhatsApp and copy-link. */
export function ShareBar({ title, url, imagePath }: TShareBarProps) {
  const { t, say } = useT();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  // Read when used, not while rendering: the page is also rendered on the server.
  const pageUrl = () => url ?? window.location.href;
  // Brands keep their names; only "Email" is a word.
  const networkName = (name: string) => (name === 'Email' ? t('common.share.email') : name);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl());
      toast.success(say(messages, 'textCopied'));
    } catch (error) {
      toast.danger(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {isOpen && (
        <Group gap={4} id={panelId} role="group" aria-label={t('common.share.on')}>
          {shareLinks(
            title,
            pageUrl(),
            imagePath && new URL(imagePath, window.location.origin).toString(),
          ).map((link) => (
            // A native title is the hover hint: a tooltip library is not worth its weight on the storefront.
            <ActionIcon
              key={link.name}
              component="a"
              href={link.href}
              target={link.name === 'Email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              variant="light"
              size={44}
              aria-label={t('common.share.onNetwork', { network: networkName(link.name) })}
              title={networkName(link.name)}
            >
              <link.icon size={20} aria-hidden />
            </ActionIcon>
          ))}
          <ActionIcon
            variant="light"
            size={44}
            onClick={() => void handleCopy()}
            aria-label={t('common.share.copyLink')}
            title={t('common.share.copyLink')}
          >
            <IconLink size={20} aria-hidden />
          </ActionIcon>
        </Group>
      )}
      <Button
        variant={isOpen ? 'light' : 'default'}
        leftSection={<IconShare size={18} aria-hidden />}
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
      >
        {t('common.share.share')}
      </Button>
    </Group>
  );
}
