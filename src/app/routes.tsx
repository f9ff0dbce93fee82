import { Navigate, useNavigate, useParams, type RouteObject } from 'react-router-dom';
import { DetailModal } from '../features/detail/DetailModal';
import { DetailsPage } from '../features/details/DetailsPage';
import { HomePage } from '../features/home/HomePage';
import { NavListPage } from '../features/navlist/NavListPage';
import { NetworkPage } from '../features/network/NetworkPage';
import { NotAvailableYet } from '../features/pages/NotAvailableYet';
import { NotFound } from '../features/pages/NotFound';
import { RouteError } from '../features/pages/RouteError';
import { PlayerRoute } from '../features/player/PlayerRoute';
import type { RouteHandle } from './route-handle';
import { Shell } from './Shell';

const handle = (name: string, title: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({ name, title, ...extra });

/** A route whose screen arrives with a later issue: a real page that says so. */
function later(path: string, name: string, title: string, extra: Partial<RouteHandle> = {}): RouteObject {
  return { path, handle: handle(name, title, extra), element: <NotAvailableYet title={title} /> };
}

/** /detail/{id}/{type}/{slug}: the detail modal over the home page; closing returns home. */
function DetailPage() {
  const { detailItemId = '', detailItemType = '' } = useParams();
  const navigate = useNavigate();
  return <DetailModal query={{ id: detailItemId, type: detailItemType, catalogueId: '' }} onClose={() => navigate('/')} />;
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
      later('detaillist/:catalogueId?/:type?', 'ShowDetailList', 'Show'),
      later('search', 'Search', 'Search'),
      { path: 'network/:catalogueId?/:type?', handle: handle('Network', 'Network'), element: <NetworkPage /> },
      { path: 'viewVideo/:videoId?/:type?/:catalogueId?', handle: handle('ViewVideo', 'Watch', { hideNav: true }), element: <PlayerRoute /> },
      later('liveVideo/:videoId?/:type?/:catalogueId?', 'LiveVideo', 'Live TV'),
      later('ShortVideo/:videoId?/:type?/:catalogueId?', 'ShortVideo', 'Shorts'),
      later('Account', 'Account', 'My Dashboard'),
      {
        path: 'AllShows',
        handle: handle('AllShows', 'Shows'),
        children: [
          { index: true, element: <Navigate to="list" replace /> },
          later('list', 'AllShowsList', 'Shows'),
          later('special/:categoryId', 'SpecialCategories', 'Shows'),
          later('categories', 'ShowCategoryList', 'Show Categories'),
          later('show/:catalogueId?/:type?', 'AllShowsShow', 'Shows'),
        ],
      },
      later('mylist', 'MyList', 'My List'),
      { path: 'navlistitem/:catalogueId?/:bannerId?', handle: handle('NavListItem', 'Browse'), element: <NavListPage /> },
      later('contactus', 'ContactUs', 'Contact Us'),
      later('aboutus', 'AboutUs', 'About Us'),
      later('feedback/:fbId?/:fbType?', 'Feedback', 'Share Your Thoughts'),
      later('login', 'Login', 'Sign in'),
      later('signup', 'Signup', 'Sign up', { hideNav: true }),
      later('forgotpassword', 'ForgotPassword', 'Reset password'),
      later('resetpassword', 'ResetPassword', 'Reset password'),
      later('updatepassword-en/:id', 'UpdatePassword', 'Update password'),
      later('faq', 'FAQ', 'FAQ'),
      later('emailverify', 'EmailVerify', 'Email verification'),
      later('checkemailverify', 'CheckEmailVerify', 'Email verification'),
      later('confirmemailverify', 'ConfirmEmailVerify', 'Email Verified'),
      later('reset-phone-code', 'ResetPhoneCode', 'Reset password'),
      later('verifybyphone', 'VerifyByPhone', 'Phone verification'),
      later('popup', 'Popup', 'Lumen'),
      {
        path: 'profile',
        handle: handle('Profile', 'Profiles'),
        children: [
          { index: true, element: <Navigate to="list" replace /> },
          later('edit/:profileId', 'ProfileEdit', 'Edit profile'),
          later('list', 'ProfileList', 'Profiles'),
          later('switchprofile', 'SwitchProfile', 'Who is watching?'),
        ],
      },
      later('sharecontent/:id/:type', 'ShareContent', 'Shared programme'),
      later('packages', 'Packages', 'Packages'),
      { path: '*', handle: handle('NotFound', 'Page not found'), element: <NotFound /> },
    ],
  },
];
