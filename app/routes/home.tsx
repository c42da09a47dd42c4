export default function Home() {
  return <main id="main">home</main>;
}
