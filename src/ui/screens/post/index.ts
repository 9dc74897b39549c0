export { CommentsSection, commentCountLabel, type CommentsSectionProps } from './CommentsSection';
export { LikeButton, type LikeButtonProps } from './LikeButton';
export { PostMenu, type PostMenuProps } from './PostMenu';
export { PostPage, postIdParam } from './PostPage';
export { PostPopup, type PostPopupProps } from './PostPopup';
export { postLink, shareLinks, type ShareLink } from './share';
