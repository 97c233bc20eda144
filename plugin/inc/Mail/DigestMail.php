<?php
/**
 * The bi-weekly digest's mail.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use Mvc\Core\Content\CardData;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Member\Profile;
use WP_Post;
use WP_Term;
use WP_User;

/**
 * The digest of one member: Chinese, the site's mail layout (Mailer::document()), HTML and text, the
 * articles under their tags, and RFC 8058's one-click unsubscribe (`List-Unsubscribe` with the HTTPS
 * link and `List-Unsubscribe-Post`). No mailto: the site has no mailbox that reads unsubscribe
 * requests. An operator's test (Admin\DigestPage) is the same mail marked 测试, sent to the operator,
 * with a test token (Digest::test_unsubscribe_url()) that changes nobody's digest. See
 * docs/features/digest.md.
 */
final class DigestMail {

	/**
	 * Articles' lines kept for a chunk (line()): "post id|tag name" => array{html, text}.
	 *
	 * @var array<string, array{0: string, 1: string}>
	 */
	private static array $lines = array();

	/**
	 * Whether lines are kept (during a digest batch only: keep()).
	 *
	 * @var bool
	 */
	private static bool $keeping = false;

	/**
	 * The subject, HTML and text of a member's digest.
	 *
	 * @param WP_User                                         $user        Member.
	 * @param list<array{tag: WP_Term, posts: list<WP_Post>}> $groups      Articles by tag (Digest::articles()).
	 * @param string                                          $unsubscribe Unsubscribe link.
	 * @param bool                                            $test        Whether it is an operator's test.
	 * @return array{subject: string, html: string, text: string}
	 */
	public static function compose( WP_User $user, array $groups, string $unsubscribe, bool $test = false ): array {
		$site  = Mailer::site_name();
		$count = Digest::count( $groups );
		/* translators: 1: site name, 2: number of articles. */
		$subject = sprintf( _n( '[%1$s] %2$d new article in the tags you follow', '[%1$s] %2$d new articles in the tags you follow', $count, 'mvc-core' ), $site, $count );
		/* translators: %s: the member's name. */
		$intro  = sprintf( __( 'Hello %s, here are the new articles of the tags you follow since your last digest.', 'mvc-core' ), Profile::text( $user->display_name ) );
		$manage = __( 'Manage your tags', 'mvc-core' );
		$stop   = __( 'Unsubscribe from the digest', 'mvc-core' );
		$why    = __( 'You receive this e-mail because you switched on the e-mail digest of our site. It comes every two weeks when the tags you follow have new articles.', 'mvc-core' );
		$tags   = home_url( user_trailingslashit( 'profile' ) . '#tab3' );

		$html = '<p style="margin:0 0 24px;font-size:15px;line-height:1.6;">' . esc_html( $intro ) . '</p>';
		$text = $intro . "\n";
		if ( $test ) {
			/* translators: %s: the subject of the member's digest. */
			$subject = sprintf( __( '[Test] %s', 'mvc-core' ), $subject );
			/* translators: %s: the member's name. */
			$note = sprintf( __( 'Test: this is the next digest of %s, sent only to you. Its unsubscribe link changes no member\'s subscription.', 'mvc-core' ), Profile::text( $user->display_name ) );
			$html = '<p data-mvc-test style="margin:0 0 24px;padding:12px 16px;border-radius:6px;background:#fef3c7;color:#92400e;font-size:14px;line-height:1.6;">' . esc_html( $note ) . '</p>' . $html;
			$text = $note . "\n\n" . $text;
		}
		foreach ( $groups as $group ) {
			$name  = $group['tag']->name;
			$link  = get_term_link( $group['tag'] );
			$link  = is_string( $link ) ? $link : home_url( '/' );
			$html .= '<h2 style="margin:0 0 8px;font-size:16px;"><a href="' . esc_url( $link ) . '" style="color:#0b5cad;text-decoration:none;">' . esc_html( $name ) . '</a></h2>'
				. '<ul style="margin:0 0 24px;padding:0;list-style:none;">';
			$text .= "\n【" . $name . "】\n";
			foreach ( $group['posts'] as $post ) {
				$line  = self::line( $post, $name );
				$html .= $line[0];
				$text .= $line[1];
			}
			$html .= '</ul>';
		}
		$html .= '<p style="margin:0;font-size:12px;line-height:1.6;color:#9ca3af;">' . esc_html( $why ) . ' '
			. '<a href="' . esc_url( $tags ) . '" style="color:#6b7280;">' . esc_html( $manage ) . '</a> · '
			. '<a href="' . esc_url( $unsubscribe ) . '" style="color:#6b7280;">' . esc_html( $stop ) . '</a></p>';
		$text .= "\n" . $why . "\n" . $manage . ': ' . $tags . "\n" . $stop . ': ' . $unsubscribe . "\n\n" . $site . ' ' . home_url( '/' ) . "\n";

		return array(
			'subject' => $subject,
			'html'    => Mailer::document( $subject, $html ),
			'text'    => $text,
		);
	}

	/**
	 * An article's line (HTML and text) under a tag, kept for the chunk (Digest: the same ~hundreds
	 * of articles recur in thousands of digests) until forget().
	 *
	 * @param WP_Post $post Article.
	 * @param string  $name The tag's name.
	 * @return array{0: string, 1: string}
	 */
	private static function line( WP_Post $post, string $name ): array {
		$key = $post->ID . '|' . $name;
		if ( ! self::$keeping || ! isset( self::$lines[ $key ] ) ) {
			$title               = CardData::plain_text( get_the_title( $post ) );
			$url                 = (string) get_permalink( $post );
			$meta                = PostFields::chinese_date( $post ) . ' · ' . $name;
			self::$lines[ $key ] = array(
				'<li style="margin:0 0 12px;font-size:15px;line-height:1.5;"><a href="' . esc_url( $url ) . '" style="color:#1f2937;">' . esc_html( $title ) . '</a>'
					. '<br><span style="font-size:12px;color:#6b7280;">' . esc_html( $meta ) . '</span></li>',
				'- ' . $title . "\n  " . $meta . "\n  " . $url . "\n",
			);
		}
		return self::$lines[ $key ];
	}

	/**
	 * Forgets the kept lines (after each chunk of the digest, so an edited article shows its new
	 * title in the next chunk, and memory stays bounded).
	 */
	public static function forget(): void {
		self::$lines = array();
	}

	/**
	 * Starts or ends keeping lines (a digest batch; anything else composes every line afresh).
	 *
	 * @param bool $on Whether to keep them.
	 */
	public static function keep( bool $on ): void {
		self::$keeping = $on;
		self::$lines   = array();
	}

	/**
	 * Sends a member's digest with the one-click unsubscribe headers.
	 *
	 * @param WP_User                                         $user        Member.
	 * @param list<array{tag: WP_Term, posts: list<WP_Post>}> $groups      Articles by tag.
	 * @param string                                          $unsubscribe Unsubscribe link.
	 * @param string                                          $to          Recipient ('' for the member; an operator's test).
	 * @param bool                                            $test        Whether it is an operator's test (compose()).
	 * @return bool Whether wp_mail() accepted it.
	 */
	public static function send( WP_User $user, array $groups, string $unsubscribe, string $to = '', bool $test = false ): bool {
		$mail = self::compose( $user, $groups, $unsubscribe, $test );
		return Mailer::send(
			'' === $to ? $user->user_email : $to,
			$mail['subject'],
			$mail['html'],
			$mail['text'],
			array(
				'List-Unsubscribe: <' . esc_url_raw( $unsubscribe ) . '>',
				'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
			)
		);
	}
}
