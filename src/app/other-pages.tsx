/**
 * The routes of every page but home, with what they share: the redirect a group's bare address
 * makes, and the page whose code loads only when its route is first entered. Its own chunk: the
 * router starts with home alone (routes.tsx) and loads this when a navigation first needs another
 * page (app-router.ts), or soon after the first draw.
 */
import type { ReactElement } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/chunk';
import { msg } from '@lingui/core/macro';
import { handle } from './route-handle';
import { homeRoute, notFoundRoute, routeTable } from './routes';

/**
 * A route that only sends on to `to` (relative to it), keeping the address's query and hash: a
 * deep link's sDM opens its detail modal over the page it lands on.
 */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/**
 * A page whose code loads when its route is first entered: home's own code stays small, and the
 * router shows the page once its chunk is in (the page before stays until then).
 */
const page =
  <M,>(load: () => Promise<M>, render: (module: M) => ReactElement) =>
  async () => ({ element: render(await loadChunk(load)) });

/** Every page but home, by the spec's route names. */
export const otherPages: RouteObject[] = [
  {
    path: 'details/:videoId?/:type?',
    handle: handle('Details', msg`Details`),
    lazy: page(
      () => import('../features/banner-detail/DetailsPage'),
      (m) => <m.DetailsPage />,
    ),
  },
  {
    path: 'detaillist/:catalogueId?/:type?',
    handle: handle('ShowDetailList', msg`Show`),
    lazy: page(
      () => import('../features/all-shows/ShowDetailListPage'),
      (m) => <m.ShowDetailListPage />,
    ),
  },
  {
    path: 'search',
    handle: handle('Search', msg`Search`),
    lazy: page(
      () => import('../features/search/SearchPage'),
      (m) => <m.SearchPage />,
    ),
  },
  {
    path: 'network/:catalogueId?/:type?',
    handle: handle('Network', msg`Network`),
    lazy: page(
      () => import('../features/network/NetworkPage'),
      (m) => <m.NetworkPage />,
    ),
  },
  {
    path: 'viewVideo/:videoId?/:type?/:catalogueId?',
    handle: handle('ViewVideo', msg`Watch`, { hideNav: true }),
    lazy: page(
      () => import('../features/player/PlayerRoute'),
      (m) => <m.PlayerRoute />,
    ),
  },
  {
    path: 'liveVideo/:videoId?/:type?/:catalogueId?',
    handle: handle('LiveVideo', msg`Live TV`),
    lazy: page(
      () => import('../features/player/LivePage'),
      (m) => <m.LivePage />,
    ),
  },
  {
    path: 'ShortVideo/:videoId?/:type?/:catalogueId?',
    handle: handle('ShortVideo', msg`Shorts`, { hideNav: true }),
    lazy: page(
      () => import('../features/player/ShortsPage'),
      (m) => <m.ShortsPage />,
    ),
  },
  {
    path: 'Account',
    handle: handle('Account', msg`My Dashboard`),
    lazy: page(
      () => import('../features/account/AccountPage'),
      (m) => <m.AccountPage />,
    ),
  },
  {
    path: 'AllShows',
    handle: handle('AllShows', msg`Shows`),
    children: [
      { index: true, element: <Redirect to="list" /> },
      {
        path: 'list',
        handle: handle('AllShowsList', msg`Shows`),
        lazy: page(
          () => import('../features/all-shows/AllShowsListPage'),
          (m) => <m.AllShowsListPage />,
        ),
      },
      {
        path: 'special/:categoryId',
        handle: handle('SpecialCategories', msg`Shows`),
        lazy: page(
          () => import('../features/all-shows/SpecialCategoryPage'),
          (m) => <m.SpecialCategoryPage />,
        ),
      },
      {
        path: 'categories',
        handle: handle('ShowCategoryList', msg`Show Categories`),
        lazy: page(
          () => import('../features/all-shows/ShowCategoriesPage'),
          (m) => <m.ShowCategoriesPage />,
        ),
      },
      {
        path: 'show/:catalogueId?/:type?',
        handle: handle('ShowDetailList', msg`Shows`),
        lazy: page(
          () => import('../features/all-shows/ShowDetailListPage'),
          (m) => <m.ShowDetailListPage />,
        ),
      },
    ],
  },
  {
    path: 'mylist',
    handle: handle('MyList', msg`My List`),
    lazy: page(
      () => import('../features/mylist/MyListPage'),
      (m) => <m.MyListPage />,
    ),
  },
  {
    path: 'navlistitem/:catalogueId?/:bannerId?',
    handle: handle('NavListItem', msg`Browse`),
    lazy: page(
      () => import('../features/navlist/NavListPage'),
      (m) => <m.NavListPage />,
    ),
  },
  {
    path: 'contactus',
    handle: handle('ContactUs', msg`Contact Us`),
    lazy: page(
      () => import('../features/contact/ContactPage'),
      (m) => <m.ContactPage />,
    ),
  },
  {
    path: 'aboutus',
    handle: handle('AboutUs', msg`About Us`),
    lazy: page(
      () => import('../features/about/AboutPage'),
      (m) => <m.AboutPage />,
    ),
  },
  {
    path: 'feedback/:fbId?/:fbType?',
    handle: handle('Feedback', msg`Share Your Thoughts`),
    lazy: page(
      () => import('../features/feedback/FeedbackPage'),
      (m) => <m.FeedbackPage />,
    ),
  },
  {
    path: 'login',
    handle: handle('Login', msg`Sign in`),
    lazy: page(
      () => import('../features/auth/LoginPage'),
      (m) => <m.LoginPage />,
    ),
  },
  {
    path: 'activate',
    handle: handle('Activate', msg`Sign in on your TV`),
    lazy: page(
      () => import('../features/auth/ActivatePage'),
      (m) => <m.ActivatePage />,
    ),
  },
  {
    path: 'signup',
    handle: handle('Signup', msg`Sign up`, { hideNav: true }),
    lazy: page(
      () => import('../features/auth/SignupPage'),
      (m) => <m.SignupPage />,
    ),
  },
  {
    path: 'forgotpassword',
    handle: handle('ForgotPassword', msg`Reset password`),
    lazy: page(
      () => import('../features/auth/PasswordPages'),
      (m) => <m.ForgotPasswordPage />,
    ),
  },
  {
    path: 'resetpassword',
    handle: handle('ResetPassword', msg`Reset password`),
    lazy: page(
      () => import('../features/auth/PasswordPages'),
      (m) => <m.ResetPasswordLanding />,
    ),
  },
  {
    path: 'updatepassword-en/:id',
    handle: handle('UpdatePassword', msg`Update password`),
    lazy: page(
      () => import('../features/auth/PasswordPages'),
      (m) => <m.UpdatePasswordPage />,
    ),
  },
  {
    path: 'faq',
    handle: handle('FAQ', msg`FAQ`),
    lazy: page(
      () => import('../features/faq/FaqPage'),
      (m) => <m.FaqPage />,
    ),
  },
  {
    path: 'emailverify',
    handle: handle('EmailVerify', msg`Email verification`),
    lazy: page(
      () => import('../features/auth/VerificationPages'),
      (m) => <m.EmailVerifyPage />,
    ),
  },
  {
    path: 'checkemailverify',
    handle: handle('CheckEmailVerify', msg`Email verification`),
    lazy: page(
      () => import('../features/auth/VerificationPages'),
      (m) => <m.CheckEmailPage />,
    ),
  },
  {
    path: 'confirmemailverify',
    handle: handle('ConfirmEmailVerify', msg`Email Verified`),
    lazy: page(
      () => import('../features/auth/VerificationPages'),
      (m) => <m.ConfirmEmailPage />,
    ),
  },
  {
    path: 'reset-phone-code',
    handle: handle('ResetPhoneCode', msg`Reset password`),
    lazy: page(
      () => import('../features/auth/PasswordPages'),
      (m) => <m.ResetPhoneCodePage />,
    ),
  },
  {
    path: 'verifybyphone',
    handle: handle('VerifyByPhone', msg`Phone verification`),
    lazy: page(
      () => import('../features/auth/VerificationPages'),
      (m) => <m.VerifyPhonePage />,
    ),
  },
  {
    path: 'popup',
    handle: handle('Popup', msg`Your plan`),
    lazy: page(
      () => import('../features/packages/PlanPopupPage'),
      (m) => <m.PlanPopupPage />,
    ),
  },
  {
    path: 'profile',
    handle: handle('Profile', msg`Profiles`),
    children: [
      { index: true, element: <Redirect to="list" /> },
      {
        path: 'edit/:profileId',
        handle: handle('ProfileEdit', msg`Edit profile`),
        lazy: page(
          () => import('../features/profiles/ProfileEditPage'),
          (m) => <m.ProfileEditPage />,
        ),
      },
      {
        path: 'list',
        handle: handle('ProfileList', msg`Profiles`),
        lazy: page(
          () => import('../features/profiles/ProfileListPage'),
          (m) => <m.ProfileListPage variant="list" />,
        ),
      },
      {
        path: 'switchprofile',
        handle: handle('SwitchProfile', msg`Who is watching?`),
        lazy: page(
          () => import('../features/profiles/ProfileListPage'),
          (m) => <m.ProfileListPage variant="switch" />,
        ),
      },
    ],
  },
  {
    path: 'sharecontent/:id/:type',
    handle: handle('ShareContent', msg`Shared programme`),
    lazy: page(
      () => import('../features/share/ShareContentPage'),
      (m) => <m.ShareContentPage />,
    ),
  },
  {
    path: 'packages',
    handle: handle('Packages', msg`Packages`),
    lazy: page(
      () => import('../features/packages/PackagesPage'),
      (m) => <m.PackagesPage />,
    ),
  },
];

/** The whole route table, as a router holds it once every page has joined (for tests: the app starts with startRoutes). */
export function wholeRouteTable(): RouteObject[] {
  return routeTable([homeRoute, ...otherPages, notFoundRoute]);
}
