import type { TMenuEntry, TMenuSubSectionItem } from '@shop/api-client';
import { localizePath, type Locale } from '@shop/domain/locales';
import { isFullWidthMenu, splitBrandColumns } from '@shop/domain/menu';

export interface MenuLink {
  name: string;
  href: string;
  label: string | null;
}

export interface MenuColumn {
  title: string | null;
  href: string | null;
  links: MenuLink[];
}

export interface MenuPromo {
  title: string;
  href: string;
  image: string;
}

export interface MenuNode {
  key: string;
  type: TMenuEntry['type'];
  name: string;
  href: string;
  columns: MenuColumn[];
  promos: MenuPromo[];
  fullWidth: boolean;
}

/** The menu of /init with every path localized, ready to hand to client components. */
export function buildMenuModel(
  menu: TMenuEntry[],
  locale: Locale,
  storeLocale: Locale,
): MenuNode[] {
  const href = (path: string) => localizePath(path, locale, storeLocale);
  const link = (item: TMenuSubSectionItem): MenuLink => ({
    name: item.name,
    href: href(item.url.path),
    label: item.label,
  });
  return menu
    .filter((entry) => entry.active)
    .map((entry) => {
      const columns: MenuColumn[] =
        entry.type === 'BRANDS'
          ? splitBrandColumns(
              entry.menuSubSections.flatMap((section) => section.menuSubSectionItems),
            ).map((items, index) => ({
              title: index === 0 ? (entry.menuSubSections[0]?.name ?? null) : null,
              href: null,
              links: items.map(link),
            }))
          : entry.menuSubSections.map((section) => ({
              title: section.name,
              href: section.url ? href(section.url.path) : null,
              links: section.menuSubSectionItems.map(link),
            }));
      const promos = (entry.template?.templateItems ?? []).slice(0, 2).map((item) => ({
        title: item.title,
        href: href(item.link),
        image: item.image,
      }));
      return {
        key: `${entry.type}-${entry.name}`,
        type: entry.type,
        name: entry.name,
        href: href(entry.url.path),
        columns,
        promos,
        fullWidth: isFullWidthMenu(columns.length + promos.length),
      };
    });
}
