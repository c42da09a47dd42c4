export default function Villas() {
  return <main id="main">villas</main>;
}
