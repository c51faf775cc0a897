import { useEffect } from 'react';
import { usePublicConfig } from '../state/use-public-config';
import { supportChat } from './support-chat';

/**
 * SPEC "Help area": Contact and Report open the support chat's new-message panel on load and
 * hide it on leaving. Effects run in the browser only, so the server render is unaffected.
 */
export function useSupportChatPanel(): void {
  const { supportChatUrl } = usePublicConfig();
  useEffect(() => {
    const chat = supportChat(supportChatUrl);
    chat.openNewMessage();
    return () => chat.hide();
  }, [supportChatUrl]);
}
