import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate, useParams, type RouteObject } from 'react-router-dom';
import type { ContentItem } from '../api/types';
import { detailPath, isItemId, slugify, type DetailModalQuery } from '../lib/detail-modal';
import { ShareContentPage } from '../features/share/ShareContentPage';
import { DetailModal } from '../features/detail/DetailModal';
import { LoginPage } from '../features/auth/LoginPage';
import { ActivatePage } from '../features/auth/ActivatePage';
import { ForgotPasswordPage, ResetPasswordLanding, ResetPhoneCodePage, UpdatePasswordPage } from '../features/auth/PasswordPages';
import { SignupPage } from '../features/auth/SignupPage';
import { CheckEmailPage, ConfirmEmailPage, EmailVerifyPage, VerifyPhonePage } from '../features/auth/VerificationPages';
import { DetailsPage } from '../features/details/DetailsPage';
import { FaqPage } from '../features/faq/FaqPage';
import { FeedbackPage } from '../features/feedback/FeedbackPage';
import { HomePage } from '../features/home/HomePage';
import { NavListPage } from '../features/navlist/NavListPage';
import { NetworkPage } from '../features/network/NetworkPage';
import { NotFound } from '../features/pages/NotFound';
import { RouteError } from '../features/pages/RouteError';
import { LivePage } from '../features/player/LivePage';
import { PlayerRoute } from '../features/player/PlayerRoute';
import { ShortsPage } from '../features/player/ShortsPage';
import { MyListPage } from '../features/mylist/MyListPage';
import { ProfileEditPage } from '../features/profiles/ProfileEditPage';
import { ProfileListPage } from '../features/profiles/ProfileListPage';
import { AboutPage } from '../features/about/AboutPage';
import { AccountPage } from '../features/account/AccountPage';
import { SearchPage } from '../features/search/SearchPage';
import { ContactPage } from '../features/contact/ContactPage';
import { PackagesPage } from '../features/packages/PackagesPage';
import { PlanPopupPage } from '../features/packages/PlanPopupPage';
import { AllShowsListPage } from '../features/all-shows/AllShowsListPage';
import { ShowCategoriesPage } from '../features/all-shows/ShowCategoriesPage';
import { ShowDetailListPage } from '../features/all-shows/ShowDetailListPage';
import { SpecialCategoryPage } from '../features/all-shows/SpecialCategoryPage';
import type { RouteHandle } from './route-handle';
import { Shell } from './Shell';

const handle = (name: string, title: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({ name, title, ...extra });

/**
 * /detail/{id}/{type}/{slug}: the detail modal over the home page; closing returns home. The slug
 * follows the title: once the programme loads, a missing or stale slug is corrected in place.
 */
function DetailPage() {
  const { detailItemId = '', detailItemType = '', title = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const onLoaded = useCallback(
    (item: ContentItem) => {
      const slug = slugify(item.name);
      if (slug && slug !== title) navigate({ pathname: detailPath(item.id, item.type, item.name), search: location.search }, { replace: true, state: location.state });
    },
    [title, navigate, location.search, location.state],
  );
  const onOpen = useCallback((next: DetailModalQuery) => navigate(detailPath(next.id, next.type, ''), { replace: true }), [navigate]);
  if (!isItemId(detailItemId)) return <NotFound />;
  return <DetailModal query={{ id: detailItemId, type: detailItemType, catalogueId: '' }} onClose={() => navigate('/')} onOpen={onOpen} onLoaded={onLoaded} />;
}

/** The whole route table of SPEC section 2, history mode, with the spec's route names. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <HomePage />,
        children: [
          { index: true, handle: handle('HomePage', 'Home'), element: null },
          { path: 'detail/:detailItemId/:detailItemType?/:title?', handle: handle('DetailPage', 'Details'), element: <DetailPage /> },
        ],
      },
      { path: 'details/:videoId?/:type?', handle: handle('Details', 'Details'), element: <DetailsPage /> },
      { path: 'detaillist/:catalogueId?/:type?', handle: handle('ShowDetailList', 'Show'), element: <ShowDetailListPage /> },
      { path: 'search', handle: handle('Search', 'Search'), element: <SearchPage /> },
      { path: 'network/:catalogueId?/:type?', handle: handle('Network', 'Network'), element: <NetworkPage /> },
      { path: 'viewVideo/:videoId?/:type?/:catalogueId?', handle: handle('ViewVideo', 'Watch', { hideNav: true }), element: <PlayerRoute /> },
      { path: 'liveVideo/:videoId?/:type?/:catalogueId?', handle: handle('LiveVideo', 'Live TV'), element: <LivePage /> },
      { path: 'ShortVideo/:videoId?/:type?/:catalogueId?', handle: handle('ShortVideo', 'Shorts', { hideNav: true }), element: <ShortsPage /> },
      { path: 'Account', handle: handle('Account', 'My Dashboard'), element: <AccountPage /> },
      {
        path: 'AllShows',
        handle: handle('AllShows', 'Shows'),
        children: [
          { index: true, element: <Navigate to="list" replace /> },
          { path: 'list', handle: handle('AllShowsList', 'Shows'), element: <AllShowsListPage /> },
          { path: 'special/:categoryId', handle: handle('SpecialCategories', 'Shows'), element: <SpecialCategoryPage /> },
          { path: 'categories', handle: handle('ShowCategoryList', 'Show Categories'), element: <ShowCategoriesPage /> },
          { path: 'show/:catalogueId?/:type?', handle: handle('ShowDetailList', 'Shows'), element: <ShowDetailListPage /> },
        ],
      },
      { path: 'mylist', handle: handle('MyList', 'My List'), element: <MyListPage /> },
      { path: 'navlistitem/:catalogueId?/:bannerId?', handle: handle('NavListItem', 'Browse'), element: <NavListPage /> },
      { path: 'contactus', handle: handle('ContactUs', 'Contact Us'), element: <ContactPage /> },
      { path: 'aboutus', handle: handle('AboutUs', 'About Us'), element: <AboutPage /> },
      { path: 'feedback/:fbId?/:fbType?', handle: handle('Feedback', 'Share Your Thoughts'), element: <FeedbackPage /> },
      { path: 'login', handle: handle('Login', 'Sign in'), element: <LoginPage /> },
      { path: 'activate', handle: handle('Activate', 'Sign in on your TV'), element: <ActivatePage /> },
      { path: 'signup', handle: handle('Signup', 'Sign up', { hideNav: true }), element: <SignupPage /> },
      { path: 'forgotpassword', handle: handle('ForgotPassword', 'Reset password'), element: <ForgotPasswordPage /> },
      { path: 'resetpassword', handle: handle('ResetPassword', 'Reset password'), element: <ResetPasswordLanding /> },
      { path: 'updatepassword-en/:id', handle: handle('UpdatePassword', 'Update password'), element: <UpdatePasswordPage /> },
      { path: 'faq', handle: handle('FAQ', 'FAQ'), element: <FaqPage /> },
      { path: 'emailverify', handle: handle('EmailVerify', 'Email verification'), element: <EmailVerifyPage /> },
      { path: 'checkemailverify', handle: handle('CheckEmailVerify', 'Email verification'), element: <CheckEmailPage /> },
      { path: 'confirmemailverify', handle: handle('ConfirmEmailVerify', 'Email Verified'), element: <ConfirmEmailPage /> },
      { path: 'reset-phone-code', handle: handle('ResetPhoneCode', 'Reset password'), element: <ResetPhoneCodePage /> },
      { path: 'verifybyphone', handle: handle('VerifyByPhone', 'Phone verification'), element: <VerifyPhonePage /> },
      { path: 'popup', handle: handle('Popup', 'Your plan'), element: <PlanPopupPage /> },
      {
        path: 'profile',
        handle: handle('Profile', 'Profiles'),
        children: [
          { index: true, element: <Navigate to="list" replace /> },
          { path: 'edit/:profileId', handle: handle('ProfileEdit', 'Edit profile'), element: <ProfileEditPage /> },
          { path: 'list', handle: handle('ProfileList', 'Profiles'), element: <ProfileListPage variant="list" /> },
          { path: 'switchprofile', handle: handle('SwitchProfile', 'Who is watching?'), element: <ProfileListPage variant="switch" /> },
        ],
      },
      { path: 'sharecontent/:id/:type', handle: handle('ShareContent', 'Shared programme'), element: <ShareContentPage /> },
      { path: 'packages', handle: handle('Packages', 'Packages'), element: <PackagesPage /> },
      { path: '*', handle: handle('NotFound', 'Page not found'), element: <NotFound /> },
    ],
  },
];
