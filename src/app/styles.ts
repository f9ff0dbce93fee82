/**
 * Every stylesheet of the app, in one place and one order, loaded with the entry. Pages load their
 * code lazily (see routes.tsx), but their CSS must not: a stylesheet arriving with a page's chunk
 * lands after the shared ones and wins ties it used to lose (the feedback form took the forms'
 * 520px), and which one wins would depend on the pages visited before. This is the order the
 * single stylesheet had before the split. (base.css and VirtualRow.css are shared with the
 * harness and load before these.) A new stylesheet goes here too; styles.test.ts checks.
 */
import '../components/shell.css';
import '../components/Card.css';
import '../components/CarouselRow.css';
import '../components/Dropdown.css';
import '../features/detail-modal/detail.css';
import '../components/forms/forms.css';
import '../features/auth/auth.css';
import '../features/banner-detail/details.css';
import '../components/FaqList.css';
import '../features/feedback/feedback.css';
import '../components/Banner.css';
import '../components/Footer.css';
import '../features/home/home.css';
import '../features/player/player.css';
import '../features/player/live.css';
import '../features/player/shorts.css';
import '../components/CardGrid.css';
import '../features/profiles/profiles.css';
import '../features/about/about.css';
import '../features/account/account.css';
import '../components/VirtualGrid.css';
import '../features/search/search.css';
import '../features/contact/contact.css';
import '../features/packages/packages.css';
import '../features/all-shows/all-shows.css';
import '../components/PhoneQrModal.css';
import '../layouts/layouts.css';
import '../components/QrCode.css';
import '../features/share/share.css';
import './splash.css';
import './exit-dialog.css';
import './offline-notice.css';
import '../components/downloads.css';
