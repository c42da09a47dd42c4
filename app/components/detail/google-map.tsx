// The Google map of the detail page (seed 001 sections 2.1 and 9; DESIGN.md section 5): the
// property and the five nearest attractions and places, zoom 16. Loaded with React.lazy and
// mounted only after hydration, so the server and the first paint have just the sized box, and
// nothing from Google loads unless GOOGLE_MAPS_API_KEY is set.
import { APIProvider, Map as GoogleMap, Marker } from "@vis.gl/react-google-maps";
import type { NearbyPlace } from "#core/contract/index.ts";

/** Seed 001 section 9: the detail map's zoom. */
export const DETAIL_MAP_ZOOM = 16;

export interface GoogleMapViewProps {
  apiKey: string;
  lang: "id" | "en";
  name: string;
  lat: number;
  lng: number;
  attractions: Omit<NearbyPlace, "street">[];
  places: Omit<NearbyPlace, "street">[];
  /** Defaults to the detail page's zoom. */
  zoom?: number;
}

export default function GoogleMapView({
  apiKey,
  lang,
  name,
  lat,
  lng,
  attractions,
  places,
  zoom = DETAIL_MAP_ZOOM,
}: GoogleMapViewProps) {
  return (
    <APIProvider apiKey={apiKey} language={lang} region="ID">
      <GoogleMap
        defaultCenter={{ lat, lng }}
        defaultZoom={zoom}
        gestureHandling="cooperative"
        className="h-full w-full"
      >
        <Marker position={{ lat, lng }} title={name} />
        {attractions.map((place, i) => (
          <Marker
            key={`a${place.id}`}
            position={{ lat: place.lat, lng: place.lng }}
            title={place.label}
            label={`A${i + 1}`}
          />
        ))}
        {places.map((place, i) => (
          <Marker
            key={`p${place.id}`}
            position={{ lat: place.lat, lng: place.lng }}
            title={place.label}
            label={`P${i + 1}`}
          />
        ))}
      </GoogleMap>
    </APIProvider>
  );
}
