import { useEffect } from 'react';
import { usePublicConfig } from '../state/use-public-config';
import { supportChat } from './support-chat';
import { loadSupportChatWidget } from './support-chat-widget';

/**
 * docs/requirements.md §2.5.2 and §2.5.3: Contact and Report open the support chat's new-message
 * panel on load and hide it on leaving. The first of them the visitor reaches loads the chat's
 * widget (when one is configured); the panel opens once it has arrived if it had not yet. Effects
 * run in the browser only, after hydration, so the server render and the first load are unaffected.
 */
export function useSupportChatPanel(): void {
  const { supportChatUrl, supportChatWidgetUrl } = usePublicConfig();
  useEffect(() => {
    if (supportChatUrl) loadSupportChatWidget(supportChatWidgetUrl);
    const chat = supportChat(supportChatUrl);
    chat.openNewMessage();
    return () => chat.hide();
  }, [supportChatUrl, supportChatWidgetUrl]);
}
