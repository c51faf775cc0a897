/**
 * The support chat, behind a small seam. The site loads no third-party chat script itself; a
 * chat widget that a deployment adds to the page exposes `window.SupportChat`, and this adapter
 * drives it. With no chat configured (`supportChatUrl` empty) every call does nothing, so pages
 * can call it unconditionally.
 */

/** What a chat widget on the page offers (the documented seam). */
export interface SupportChatWidget {
  /** Opens the widget's new-message panel. */
  showNewMessage?: () => void;
  /** Closes the widget (panel and launcher). */
  hide?: () => void;
}

declare global {
  interface Window {
    SupportChat?: SupportChatWidget;
  }
}

export interface SupportChat {
  openNewMessage(): void;
  hide(): void;
}

function widget(): SupportChatWidget | undefined {
  return typeof window === 'undefined' ? undefined : window.SupportChat;
}

/** The adapter for the configured chat (its link from the public configuration). */
export function supportChat(supportChatUrl: string): SupportChat {
  const configured = supportChatUrl !== '';
  return {
    openNewMessage() {
      if (configured) widget()?.showNewMessage?.();
    },
    hide() {
      if (configured) widget()?.hide?.();
    },
  };
}
