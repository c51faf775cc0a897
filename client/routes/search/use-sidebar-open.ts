import { useEffect } from 'react';

/** The search page's facets drawer, where the page draws it (search-facets-form.tsx). */
function facetsDrawer(): HTMLDetailsElement | null {
  return document.querySelector<HTMLDetailsElement>('.search-layout details.search-drawer');
}

/**
 * The search page's facets are a <details> drawer, which the stylesheet shows as a sidebar when
 * wide: its button hidden, its content drawn while closed. Firefox draws that content but will not
 * focus a control inside a closed <details> (140 ESR), so a keyboard could not reach the facets,
 * nor a focus wake their island. While the button is hidden, this opens the drawer, with the
 * page's own code, ahead of the island's; it closes again the drawer it opened if the window
 * narrows into the drawer layout.
 */
export function useSidebarOpen(): void {
  // After every render: a navigation to another search may draw the drawer anew.
  useEffect(() => {
    syncSidebar();
  });
  useEffect(() => {
    window.addEventListener('resize', syncSidebar, { passive: true });
    return () => window.removeEventListener('resize', syncSidebar);
  }, []);
}

function syncSidebar(): void {
  const drawer = facetsDrawer();
  const button = drawer?.querySelector('summary');
  if (!drawer || !button) return;
  const sidebar = button.getClientRects().length === 0;
  if (sidebar && !drawer.open) {
    drawer.open = true;
    drawer.dataset.openedAsSidebar = 'true';
  } else if (!sidebar && drawer.dataset.openedAsSidebar) {
    drawer.open = false;
    delete drawer.dataset.openedAsSidebar;
  }
}
