import type { IconNode } from 'lucide';
import { createElement, type ReactElement, type SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/** An icon as a component: what a screen keeps in a table of icons to draw. */
export type IconComponent = (props: IconProps) => ReactElement;

/** Whether the caller names the icon for assistive technology, as lucide-react decides it (then it is not hidden). */
const isNamed = (props: object): boolean =>
  Object.entries(props).some(([prop, value]) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && value != null);

/**
 * The component drawing `node()`, one of the `lucide` package's icons, with the svg and classes lucide-react draws
 * (`name`, the icon's kebab-case name, gives its class). Each icon's module marks its call pure, so that the bundler drops
 * an icon no screen draws. The icon's data is read as it is drawn, not as the module loads: the build may put the data
 * in another chunk of a pair that import each other, not yet run when this module runs (the profile crashed so).
 */
export function iconOf(node: () => IconNode, name: string): IconComponent {
  return function Icon({ size = 24, color, strokeWidth = 2, className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color ?? 'currentColor'}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={['lucide', `lucide-${name}`, className].filter(Boolean).join(' ')}
        aria-hidden={isNamed(rest) ? undefined : 'true'}
        {...rest}
      >
        {node().map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}
