import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../components';
import { PostPopup } from './PostPopup';
import '../../styles/post.css';

/** A positive whole id from the route, or null. */
export function postIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /post/{id}, the address share links use: the post popup over a light backdrop; closing goes home. */
export function PostPage() {
  usePageTitle('Post');
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <div className="post-page" data-scope="post-page" data-part="root">
      <PostPopup postId={postIdParam(id)} onClose={() => void navigate('/')} />
    </div>
  );
}
