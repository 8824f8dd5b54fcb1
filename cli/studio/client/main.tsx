/** The studio's client: three screens by the address's hash (#/, #/new, #/edit/<slug>). */
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { CampaignList } from './CampaignList.tsx';
import { NewCampaign } from './NewCampaign.tsx';
import { EditCampaign } from './EditCampaign.tsx';

function useHash(): string {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const on = () => setHash(location.hash);
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return hash;
}

function App() {
  const hash = useHash();
  const edit = /^#\/edit\/([a-z0-9_-]+)$/.exec(hash);
  const screen = edit ? <EditCampaign slug={edit[1]!} /> : hash === '#/new' ? <NewCampaign /> : <CampaignList />;
  return (
    <>
      <header className="bar">
        <a className="brand" href="#/">
          Promo studio
        </a>
        <nav aria-label="Studio">
          <a href="#/" aria-current={!edit && hash !== '#/new' ? 'page' : undefined}>
            Campaigns
          </a>
          <a href="#/new" aria-current={hash === '#/new' ? 'page' : undefined}>
            New campaign
          </a>
        </nav>
      </header>
      <main id="main">{screen}</main>
    </>
  );
}

createRoot(document.getElementById('studio')!).render(<App />);
