/**
 * The support chat, behind a small seam. The configured widget script (SUPPORT_CHAT_WIDGET_URL,
 * loaded by ./support-chat-widget.ts) exposes `window.SupportChat`, and this adapter drives it.
 * With no chat configured (`supportChatUrl` empty) every call does nothing, so pages can call it
 * unconditionally. A call made before the widget has arrived is kept, and the last one reaches
 * the widget when its script has run: a page that opens the panel on load usually runs before.
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

type Action = keyof SupportChatWidget;

/** What the page last asked of a widget that had not arrived yet. */
let waiting: Action | null = null;

function widget(): SupportChatWidget | undefined {
  return typeof window === 'undefined' ? undefined : window.SupportChat;
}

function call(action: Action): void {
  const present = widget();
  waiting = present ? null : action;
  present?.[action]?.();
}

/** The widget's script has run: the last call made before it arrived reaches it now. */
export function supportChatArrived(): void {
  const action = waiting;
  waiting = null;
  if (action) widget()?.[action]?.();
}

/** The adapter for the configured chat (its link from the public configuration). */
export function supportChat(supportChatUrl: string): SupportChat {
  const configured = supportChatUrl !== '';
  return {
    openNewMessage() {
      if (configured) call('showNewMessage');
    },
    hide() {
      if (configured) call('hide');
    },
  };
}
