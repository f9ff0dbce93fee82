import { FocusContext, setFocus, useFocusable, type UseFocusableConfig } from './navigation';
import {
  forwardRef,
  type ComponentType,
  useCallback,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { useUi } from '../stores/ui';
import { useHoverFocusEnabled } from './pointer-mode';
import { keepInView, prefersReducedMotion } from './scroll';
import { noteViewerInput } from './viewer-input';
import { isSafeExternalHref } from '../lib/safe-url';

/** Mouse hover moves focus on desktop, and on a TV while its pointer shows; on phones there is no hover. */
function useHoverFocus(focusKey: string) {
  const enabled = useHoverFocusEnabled();
  return useCallback(() => {
    if (!enabled) return;
    noteViewerInput();
    void setFocus(focusKey);
  }, [enabled, focusKey]);
}

interface FocusOptions {
  focusKey?: string;
  /** Kept in view as it takes focus (default true). */
  scrollIntoView?: boolean;
  onFocused?: () => void;
  disabled?: boolean;
}

/** useFocusable with the app's habits: keep the node in view as it takes focus. */
export function useFocusNode<E extends HTMLElement>(
  options: FocusOptions &
    Pick<
      UseFocusableConfig,
      | 'onEnterPress'
      | 'onArrowPress'
      | 'isFocusBoundary'
      | 'trackChildren'
      | 'saveLastFocusedChild'
      | 'preferredChildFocusKey'
      | 'focusBoundaryDirections'
      | 'autoRestoreFocus'
      | 'accessibilityLabel'
    > = {},
) {
  const { scrollIntoView = true, onFocused, disabled, ...rest } = options;
  const tv = useUi((s) => s.formFactor === 'tv');
  return useFocusable<object, E>({
    ...rest,
    focusable: !disabled,
    onFocus: (layout) => {
      if (scrollIntoView && layout.node) keepInView(layout.node as HTMLElement, { smooth: !tv && !prefersReducedMotion() });
      onFocused?.();
    },
  });
}

/**
 * norigin registers a node under its focus key once, as it mounts: a node given another key later
 * stays registered under the old one (OK presses nothing, the arrows aim at a key that is gone).
 * So every focus component here is keyed by its focus key: a new key is a new node.
 */
function keyedByFocusKey<P extends { focusKey?: string }>(Node: ComponentType<P>, name: string): ComponentType<P> {
  function Keyed(props: P) {
    return <Node key={props.focusKey} {...props} />;
  }
  Keyed.displayName = name;
  return Keyed;
}

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref && typeof ref === 'object') (ref as { current: T | null }).current = value;
    }
  };
}

export interface FocusButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  focusKey?: string;
  onPress: () => void;
  children: ReactNode;
  onFocused?: () => void;
  /**
   * Said through the live region as focus comes to it (norigin's accessibilityLabel), after the
   * labels of the sections it enters: what its own name does not say, such as "3 of 12".
   */
  accessibilityLabel?: string;
}

/** A button for remote, keyboard, mouse and touch: OK/Enter or a click presses it. */
const FocusButtonNode = forwardRef<HTMLButtonElement, FocusButtonProps>(function FocusButton(
  { focusKey, onPress, children, className, onFocused, disabled, accessibilityLabel, ...rest },
  outerRef,
) {
  const press = () => {
    if (!disabled) onPress();
  };
  const { ref, focused, focusKey: key } = useFocusNode<HTMLButtonElement>({ focusKey, onEnterPress: press, onFocused, disabled, accessibilityLabel });
  const hover = useHoverFocus(key);
  return (
    <button
      type="button"
      {...rest}
      ref={mergeRefs(ref, outerRef)}
      // A busy button (My List saving, a form sending) is never the browser's `disabled`: a browser
      // refuses focus to a disabled control, so the remote would be left on nothing, or on the menu
      // while the button shows focus (Right from the menu back to 'Watch Now!' while it starts). It is
      // disabled for assistive technology, its click does nothing (nor submits), and the arrows pass it by.
      aria-disabled={disabled || undefined}
      tabIndex={-1}
      className={`focusable ${className ?? ''}`}
      data-focus-key={key}
      data-focused={focused || undefined}
      // A submit button's click submits its form (which does the work); OK on a remote presses it.
      onClick={(event) => {
        if (disabled) event.preventDefault();
        else if (rest.type !== 'submit') onPress();
      }}
      onMouseEnter={hover}
    >
      {children}
    </button>
  );
});

export interface FocusLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  focusKey?: string;
  to: string;
  /** Opens outside the app (a sister site, the donation site). */
  external?: boolean;
  onNavigate?: () => void;
  children: ReactNode;
}

/** A link that is also a focus target: OK follows it, and it stays a real link for the mouse. */
function FocusLinkNode({ focusKey, to, external, onNavigate, children, className, ...rest }: FocusLinkProps) {
  const navigate = useNavigate();
  // An outside address from data that is not a web, mail, phone or message link (javascript:,
  // data:, a hidden '//host') is no link at all: it has no href and OK does nothing.
  const href = external ? (isSafeExternalHref(to) ? to : undefined) : to;
  const follow = useCallback(() => {
    if (href === undefined) return;
    onNavigate?.();
    if (external) window.open(href, '_blank', 'noopener,noreferrer');
    else navigate(href);
  }, [external, navigate, onNavigate, href]);
  const { ref, focused, focusKey: key } = useFocusNode<HTMLAnchorElement>({ focusKey, onEnterPress: follow });
  const hover = useHoverFocus(key);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    follow();
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      tabIndex={-1}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className={`focusable ${className ?? ''}`}
      data-focus-key={key}
      data-focused={focused || undefined}
      onClick={onClick}
      onMouseEnter={hover}
    >
      {children}
    </a>
  );
}

export interface FocusSectionProps extends HTMLAttributes<HTMLElement> {
  focusKey?: string;
  /** Focus cannot leave it with the arrows (modals, popups). */
  boundary?: boolean;
  /** Coming back to the section returns to its last focused child (default true). */
  rememberChild?: boolean;
  preferredChildFocusKey?: string;
  as?: 'div' | 'section' | 'nav' | 'main' | 'aside' | 'header' | 'footer' | 'ul';
  /** Said through the live region when focus comes into the section from outside it ("My List"). */
  accessibilityLabel?: string;
  children: ReactNode;
}

/** A group of focusables: children navigate among themselves, the group can remember its last child. */
function FocusSectionNode({
  focusKey,
  boundary,
  rememberChild = true,
  preferredChildFocusKey,
  as = 'div',
  accessibilityLabel,
  children,
  ...rest
}: FocusSectionProps) {
  const {
    ref,
    focusKey: key,
    hasFocusedChild,
  } = useFocusable({
    focusKey,
    accessibilityLabel,
    isFocusBoundary: boundary,
    saveLastFocusedChild: rememberChild,
    trackChildren: true,
    preferredChildFocusKey,
  });
  const Tag = as;
  return (
    <FocusContext.Provider value={key}>
      <Tag {...rest} ref={ref} data-focus-section={key} data-has-focus={hasFocusedChild || undefined}>
        {children}
      </Tag>
    </FocusContext.Provider>
  );
}

/**
 * What a text field needs to sit in the focus tree: its node, its focus marks, and a tap or a click
 * that focuses the field directly bringing the focus tree along.
 */
function useFieldFocus<T extends HTMLElement>(focusKey: string | undefined, outerRef: Ref<T>, className: string | undefined) {
  const { ref, focused, focusKey: key } = useFocusNode<T>({ focusKey });
  return {
    ref: mergeRefs(ref, outerRef),
    className: `focusable ${className ?? ''}`,
    'data-focus-key': key,
    'data-focused': focused || undefined,
    onFocus: () => {
      if (!focused) void setFocus(key);
    },
  };
}

export interface FocusInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onFocus'> {
  focusKey?: string;
}

/**
 * A text field in the focus tree: arrows reach it like anything else, and once focused it types
 * as usual (Left/Right move the caret until its edges; OK submits the form).
 */
const FocusInputNode = forwardRef<HTMLInputElement, FocusInputProps>(function FocusInput({ focusKey, className, ...rest }, outerRef) {
  return <input {...rest} {...useFieldFocus(focusKey, outerRef, className)} />;
});

export interface FocusTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onFocus'> {
  focusKey?: string;
}

/**
 * A message box in the focus tree: Up and Down move focus on (a remote is never stuck in it), Left
 * and Right move the caret until its edges, Enter starts a new line.
 */
const FocusTextAreaNode = forwardRef<HTMLTextAreaElement, FocusTextAreaProps>(function FocusTextArea({ focusKey, className, ...rest }, outerRef) {
  return <textarea {...rest} {...useFieldFocus(focusKey, outerRef, className)} />;
});

/** A button for remote, keyboard, mouse and touch: OK/Enter or a click presses it. */
export const FocusButton = keyedByFocusKey(FocusButtonNode, 'FocusButton');
/** A link that is also a focus target: OK follows it, and it stays a real link for the mouse. */
export const FocusLink = keyedByFocusKey(FocusLinkNode, 'FocusLink');
/** A group of focusables: children navigate among themselves, the group can remember its last child. */
export const FocusSection = keyedByFocusKey(FocusSectionNode, 'FocusSection');
/** A text field in the focus tree (see FocusInputNode). */
export const FocusInput = keyedByFocusKey(FocusInputNode, 'FocusInput');
/** A message box in the focus tree (see FocusTextAreaNode). */
export const FocusTextArea = keyedByFocusKey(FocusTextAreaNode, 'FocusTextArea');
