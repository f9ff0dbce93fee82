import { useEffect, useState, type ReactNode } from 'react';
import { FocusSection } from '../focus/Focusable';
import { useUi } from '../stores/ui';
import { TV_STAGE, tvStageScale } from '../lib/form-factor';
import { MobileBar } from './mobile/MobileBar';
import { SideNav } from './SideNav';
import './layouts.css';

export interface FrameProps {
  hideNav: boolean;
  /** The page. */
  children: ReactNode;
  /** Layers, toasts and the loader: drawn above the page, inside the TV stage. */
  overlay: ReactNode;
}

function Content({ children, scrollContainer }: { children: ReactNode; scrollContainer?: boolean }) {
  return (
    <FocusSection as="main" focusKey="CONTENT" id="content" className="content" data-scroll-container={scrollContainer || undefined}>
      {children}
    </FocusSection>
  );
}

function stagePlacement() {
  const scale = tvStageScale(window.innerWidth, window.innerHeight);
  return {
    scale,
    left: Math.round((window.innerWidth - TV_STAGE.width * scale) / 2),
    top: Math.round((window.innerHeight - TV_STAGE.height * scale) / 2),
  };
}

function useStagePlacement() {
  const [placement, setPlacement] = useState(stagePlacement);
  useEffect(() => {
    const update = () => setPlacement(stagePlacement());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return placement;
}

/** TV: a 1920x1080 stage scaled to the screen, a 5% safe area, the nav rail on the left. */
function TvFrame({ hideNav, children, overlay }: FrameProps) {
  const { scale, left, top } = useStagePlacement();
  return (
    <div className="tv-screen">
      <div
        className="tv-stage"
        data-layout="tv"
        style={{ width: TV_STAGE.width, height: TV_STAGE.height, transform: `translate(${left}px, ${top}px) scale(${scale})` }}
      >
        {!hideNav && <SideNav variant="tv" />}
        <div className={hideNav ? 'tv-body tv-body-full' : 'tv-body'}>
          <Content scrollContainer>{children}</Content>
        </div>
        {overlay}
      </div>
    </div>
  );
}

function DesktopFrame({ hideNav, children, overlay }: FrameProps) {
  return (
    <div className="desktop-frame" data-layout="desktop">
      {!hideNav && <SideNav variant="desktop" />}
      <div className={hideNav ? 'desktop-body desktop-body-full' : 'desktop-body'}>
        <Content>{children}</Content>
      </div>
      {overlay}
    </div>
  );
}

function MobileFrame({ hideNav, children, overlay }: FrameProps) {
  return (
    <div className="mobile-frame" data-layout="mobile">
      {!hideNav && <MobileBar />}
      <div className="mobile-body">
        <Content>{children}</Content>
      </div>
      {overlay}
    </div>
  );
}

/** The frame of the current form factor. */
export function Frame(props: FrameProps) {
  const formFactor = useUi((s) => s.formFactor);
  if (formFactor === 'tv') return <TvFrame {...props} />;
  if (formFactor === 'mobile') return <MobileFrame {...props} />;
  return <DesktopFrame {...props} />;
}
