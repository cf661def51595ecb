/** An author of a post: picture, name (a link when they have a page) and title. */
export default function BlogAuthor({ author }: { author: { name?: string; title?: string; url?: string; imageURL?: string } }) {
  return (
    <>
      {author.imageURL && <img src={author.imageURL} alt="" width={40} height={40} loading="lazy" />}
      <span>
        {author.url ? <a href={author.url}>{author.name}</a> : <strong>{author.name}</strong>}
        {author.title && <small>{author.title}</small>}
      </span>
    </>
  );
}
