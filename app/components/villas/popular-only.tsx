import { useTranslation } from "#app/i18n/react.tsx";

/** The lists' "popular properties only" filter: a checkbox sent as popular=true (villas search form, /hotelall). */
export function PopularOnly({ checked, box }: { checked: boolean; box: string }) {
  const { t } = useTranslation("villas");
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name="popular" value="true" defaultChecked={checked} className={`${box} accent-brand`} />
      {t("filter.popularOnly")}
    </label>
  );
}
