import { useEffect, useState } from 'react';
import { PROGRAMME_KINDS, type Operator, type ProgrammeKind, type StudioSession } from '../../contract/studio';
import { SITE_SECTION_KEYS, type SiteSectionKey } from '../../contract/studio-site';
import { call, session, whenSignedOut } from './api';
import { SignIn, Welcome } from './Auth';
import { CarouselEditor, CarouselIndex } from './Carousels';
import { ImportExport } from './ImportExport';
import { LiveChannelPage, LiveIndex } from './Live';
import { Look } from './Look';
import { AuditLog, Operators } from './Operators';
import { ProgrammeEditor } from './ProgrammeEditor';
import { ProgrammeList } from './Programmes';
import { linkProps, navigate, useLocation } from './router';
import { SiteIndex, SiteSectionPage } from './Site';
import { Notice } from './ui';

/** The studio: the welcome page, sign-in, then the pages of a signed-in operator. */
export function App() {
  const url = useLocation();
  const [current, setCurrent] = useState<StudioSession | null>(() => session.read());
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    whenSignedOut(() => {
      setCurrent(null);
      setEnded(true);
    });
  }, []);
  const signedIn = (value: StudioSession) => {
    session.write(value);
    setCurrent(value);
    setEnded(false);
    if (url.pathname.startsWith('/studio/welcome')) navigate('/programmes', { replace: true });
  };

  if (url.pathname.startsWith('/studio/welcome')) return <Welcome token={url.hash.slice(1)} onSignedIn={signedIn} />;
  if (!current) {
    return (
      <>
        {ended && <Notice kind="info">Your studio session has ended. Please sign in again.</Notice>}
        <SignIn onSignedIn={signedIn} />
      </>
    );
  }
  return (
    <Layout operator={current.operator} onSignOut={() => void call('POST', '/sign-out').finally(() => (session.write(null), setCurrent(null)))}>
      <Page url={url} operator={current.operator} />
    </Layout>
  );
}

function Layout({ operator, onSignOut, children }: { operator: Operator; onSignOut: () => void; children: React.ReactNode }) {
  const url = useLocation();
  const entries = [
    ['/programmes', 'Programmes'],
    ['/carousels', 'Home page and carousels'],
    ['/import-export', 'Import and export'],
    ['/live', 'Live'],
    ['/look', 'Look'],
    ['/site', 'Site texts'],
    ...(operator.role === 'owner' ? [['/operators', 'Operators']] : []),
    ['/audit', 'Audit log'],
  ];
  return (
    <div className="shell">
      <a className="skip" href="#content">
        Skip to the page
      </a>
      <header>
        <strong className="brand">Lumen Studio</strong>
        <nav aria-label="Studio">
          {entries.map(([to, label]) => (
            <a key={to} {...linkProps(to!)} aria-current={url.pathname.startsWith(`/studio${to}`) ? 'page' : undefined}>
              {label}
            </a>
          ))}
        </nav>
        <span className="who">
          {operator.email} ({operator.role})
        </span>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <div id="content">{children}</div>
    </div>
  );
}

function Page({ url, operator }: { url: URL; operator: Operator }) {
  const path = url.pathname.replace(/^\/studio/, '').replace(/\/$/, '') || '/programmes';
  const [, section, id] = path.split('/');
  if (section === 'programmes' && !id) return <ProgrammeList />;
  if (section === 'programmes' && id) {
    const kindParam = url.searchParams.get('kind') ?? 'series';
    const kind: ProgrammeKind = (PROGRAMME_KINDS as readonly string[]).includes(kindParam) ? (kindParam as ProgrammeKind) : 'series';
    return <ProgrammeEditor id={id} kind={kind} parent={url.searchParams.get('parent') ?? ''} />;
  }
  if (section === 'carousels' && !id) return <CarouselIndex />;
  if (section === 'carousels' && id) return <CarouselEditor id={id} />;
  if (section === 'import-export') return <ImportExport />;
  if (section === 'live' && !id) return <LiveIndex />;
  if (section === 'live' && id) return <LiveChannelPage id={id} />;
  if (section === 'look' && !id) return <Look />;
  if (section === 'site' && !id) return <SiteIndex />;
  if (section === 'site' && id && (SITE_SECTION_KEYS as string[]).includes(id)) return <SiteSectionPage section={id as SiteSectionKey} />;
  if (section === 'operators' && operator.role === 'owner') return <Operators me={operator} />;
  if (section === 'audit') return <AuditLog />;
  return (
    <main>
      <h1 tabIndex={-1}>Page not found</h1>
      <p>
        There is no studio page at this address. <a {...linkProps('/programmes')}>Go to the programmes</a>.
      </p>
    </main>
  );
}
