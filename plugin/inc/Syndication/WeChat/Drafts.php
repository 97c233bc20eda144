<?php
/**
 * 同步到公众号草稿箱: an article sent to the official account's draft box.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Security\Lock;
use WP_Error;
use WP_Post;

/**
 * Its sync() runs under the article's lock on every node (two presses make one draft): the article is
 * prepared and checked (DraftArticle: nothing is sent when it fails), the cover and the body images
 * WeChat does not have yet are uploaded (Images keeps what WeChat gave), the body converted
 * (WeChatHtml) and the draft added, or updated when the article has one (a draft deleted on the
 * account, 40007, is added again). The article keeps the draft's media_id, the time and the
 * result of the last sync, and the editor's comments choice (meta, not shown in REST).
 */
final class Drafts {

	public const DRAFT         = '_mvc_wechat_draft';
	public const DRAFT_APP     = '_mvc_wechat_draft_app';
	public const SYNCED_AT     = '_mvc_wechat_synced_at';
	public const RESULT        = '_mvc_wechat_result';
	public const OPEN_COMMENTS = '_mvc_wechat_open_comments';

	/** The result of a sync that went through. */
	public const OK = 'ok';

	/**
	 * Seconds a sync may hold the article's lock: room for an article of many images, each upload
	 * allowed Client::TIMEOUT; a node that died mid-sync frees the article after this.
	 */
	private const LOCK_TTL = 900;

	/**
	 * Registers the article's meta (protected: underscore keys, not in REST).
	 */
	public static function register_meta(): void {
		$can  = static fn( $allowed, $meta_key, $post_id ): bool => current_user_can( 'edit_post', (int) $post_id );
		$keys = array(
			self::DRAFT         => 'string',
			self::DRAFT_APP     => 'string',
			self::SYNCED_AT     => 'integer',
			self::RESULT        => 'string',
			self::OPEN_COMMENTS => 'boolean',
		);
		foreach ( $keys as $key => $type ) {
			register_post_meta(
				'post',
				$key,
				array(
					'type'          => $type,
					'single'        => true,
					'show_in_rest'  => false,
					'auth_callback' => $can,
				)
			);
		}
	}

	/**
	 * Sends an article to the draft box.
	 *
	 * @param int       $post_id       The article.
	 * @param bool|null $open_comments Readers may comment (null: the article's last choice).
	 * @return array<string, mixed>|WP_Error The article's status (status()), or the reason.
	 */
	public static function sync( int $post_id, ?bool $open_comments = null ) {
		$post = get_post( $post_id );
		if ( ! $post instanceof WP_Post ) {
			return new WP_Error( 'mvc_wechat_not_article', __( 'The article does not exist.', 'mvc-core' ), array( 'local' => true ) );
		}
		$app = AccessToken::app();
		if ( ! $app ) {
			return new WP_Error( 'mvc_wechat_not_configured', __( 'No WeChat official account is set up for this site. Ask an administrator to fill in its AppID and AppSecret in the site settings.', 'mvc-core' ), array( 'local' => true ) );
		}
		$result = Lock::run(
			'wechat-draft-' . $post_id,
			static function () use ( $post, $app, $open_comments ) {
				// Under the lock: a press refused as busy changes nothing.
				if ( null !== $open_comments ) {
					update_post_meta( $post->ID, self::OPEN_COMMENTS, $open_comments );
				}
				return self::send( $post, $app['app_id'] );
			},
			0,
			self::LOCK_TTL
		);
		if ( null === $result ) {
			return new WP_Error( 'mvc_wechat_busy', __( 'This article is being synced already. Wait a moment and look again.', 'mvc-core' ), array( 'busy' => true ) );
		}
		self::record( $post_id, is_wp_error( $result ) ? $result->get_error_message() : self::OK );
		return is_wp_error( $result ) ? $result : self::status( $post_id );
	}

	/**
	 * The article's sync state for the panel and the list.
	 *
	 * @param int $post_id The article.
	 * @return array{has_draft: bool, synced_at: string, result: string, ok: bool, open_comments: bool, queued: bool, configured: bool}
	 */
	public static function status( int $post_id ): array {
		$app       = AccessToken::app();
		$draft     = (string) get_post_meta( $post_id, self::DRAFT, true );
		$synced_at = (int) get_post_meta( $post_id, self::SYNCED_AT, true );
		$result    = (string) get_post_meta( $post_id, self::RESULT, true );
		return array(
			'has_draft'     => '' !== $draft && $app && get_post_meta( $post_id, self::DRAFT_APP, true ) === $app['app_id'],
			'synced_at'     => $synced_at ? gmdate( 'c', $synced_at ) : '',
			'result'        => self::OK === $result ? '' : $result,
			'ok'            => self::OK === $result,
			'open_comments' => (bool) get_post_meta( $post_id, self::OPEN_COMMENTS, true ),
			'queued'        => false !== wp_next_scheduled( Queue::HOOK, array( $post_id ) ),
			'configured'    => null !== $app,
		);
	}

	/**
	 * The work under the lock.
	 *
	 * @param WP_Post $post   The article.
	 * @param string  $app_id The official account.
	 * @return true|WP_Error
	 */
	private static function send( WP_Post $post, string $app_id ) {
		$open     = (bool) get_post_meta( $post->ID, self::OPEN_COMMENTS, true );
		$prepared = DraftArticle::prepare( $post, $app_id, $open );
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$cover_id = $prepared['cover']['attachment'];
		$cover    = Images::kept( $cover_id, $app_id, 'cover' );
		if ( ! is_array( $cover ) && $prepared['cover_upload'] ) {
			$file  = Images::read( $prepared['cover'], true );
			$cover = is_wp_error( $file ) ? $file : Client::add_material( $file );
			if ( is_wp_error( $cover ) ) {
				return Reasons::translate( $cover );
			}
			Images::keep( $cover_id, $app_id, 'cover', $cover );
		}
		$urls = array();
		foreach ( $prepared['images'] as $address => $image ) {
			$url = $image['kept'];
			if ( $image['upload'] ) {
				// Read again here, one image at a time (DraftArticle checked it and let it go).
				$file = Images::read( $image['source'], false );
				$url  = is_wp_error( $file ) ? $file : Client::upload_image( $file );
				if ( is_wp_error( $url ) ) {
					return Reasons::translate( $url );
				}
				Images::keep( $image['source']['attachment'], $app_id, 'img:' . $image['source']['name'], $url );
			}
			$urls[ $address ] = $url;
		}
		$content  = WeChatHtml::convert( $prepared['html'], $urls );
		$too_long = DraftArticle::too_long( $content );
		if ( $too_long ) {
			return $too_long;
		}
		$article  = $prepared['fields'] + array(
			'content'        => $content,
			'thumb_media_id' => is_array( $cover ) ? (string) ( $cover['media_id'] ?? '' ) : '',
		);
		$media_id = (string) get_post_meta( $post->ID, self::DRAFT, true );
		if ( '' !== $media_id && get_post_meta( $post->ID, self::DRAFT_APP, true ) === $app_id ) {
			$updated = Client::draft_update( $media_id, $article );
			if ( ! is_wp_error( $updated ) ) {
				return true;
			}
			// 40007 may be the draft's (deleted on the account) or the cover's: WeChat does not say
			// which, so the draft is added again and draft/add tells.
			if ( 'mvc_wechat_40007' !== $updated->get_error_code() ) {
				return Reasons::translate( $updated );
			}
		}
		$added = Client::draft_add( $article );
		if ( is_wp_error( $added ) ) {
			if ( 'mvc_wechat_40007' === $added->get_error_code() ) {
				// WeChat no longer has the cover (deleted in its material library): upload it again next time.
				Images::keep( $cover_id, $app_id, 'cover', null );
			}
			return Reasons::translate( $added );
		}
		update_post_meta( $post->ID, self::DRAFT, $added );
		update_post_meta( $post->ID, self::DRAFT_APP, $app_id );
		return true;
	}

	/**
	 * Records the result of a sync on the article.
	 *
	 * @param int    $post_id The article.
	 * @param string $result  OK or the reason.
	 */
	private static function record( int $post_id, string $result ): void {
		update_post_meta( $post_id, self::SYNCED_AT, time() );
		update_post_meta( $post_id, self::RESULT, $result );
	}
}
