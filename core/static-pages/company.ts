// The company behind the site, as the /about page shows it (seed 001 section 2.5): its postal
// address and the fixed coordinates of its map marker.

export const COMPANY = {
  legalName: "PT Inap Nusantara Digital",
  street: "Jl. Kaliurang Km 5,6 No. 12",
  locality: "Sleman",
  region: "Daerah Istimewa Yogyakarta",
  postalCode: "55281",
  country: "Indonesia",
  lat: -7.7605,
  lng: 110.3809,
} as const;

/** Seed 001 section 9: the about page's map zoom. */
export const ABOUT_MAP_ZOOM = 17;
