import Link from '@mui/material/Link';

/** The website in a new tab; only http(s) becomes a link (the database accepts no other). */
export function WebsiteLink({ url }: { url: string | null }) {
  if (!url) return null;
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  );
}
