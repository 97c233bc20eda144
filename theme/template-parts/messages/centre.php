<?php
/**
 * /messages for a member: the message centre (members.md "Messages"): two tabs, 收到的@ (mentions)
 * and 系统消息 (system messages), each with mark-all-read, 20 messages a page, the unread dot and the
 * empty state. The server alone draws it, the tab and page the address names (Member\MessageCentre)
 * as links, so it reads without JavaScript. The tabs switch by hash (#tab1, #tab2) with the `tabs`
 * behaviour (`data-mvc-hash-tabs`). The island `message-centre`, an empty container beside the
 * region, enhances it: the region is the server frame `messages`, whose pager links it reloads in
 * place; it marks messages read (the links of an item, 全部标为已读) and keeps the counts in step,
 * through the `data-mvc-*` hooks printed here. A mention's initial is drawn behind its picture too,
 * `hidden`: the island shows it when the picture fails to load.
 *
 * @package Mvc
 */

use Mvc\Core\View\Messages;
use Mvc\Theme\Assets\Assets;
use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Member\MessageCentre;

$mvc_asked = MessageCentre::requested();
$mvc_props = MessageCentre::props( get_current_user_id(), $mvc_asked['tab'], $mvc_asked['page'] );
$mvc_tabs  = array(
	1 => __( 'Mentions', 'mvc' ),
	2 => __( 'System messages', 'mvc' ),
);

/**
 * An unread count as the header shows it (99… above 99).
 *
 * @param int $count Count.
 */
$mvc_count = static fn( int $count ): string => $count > 99 ? '99…' : (string) $count;

Assets::behaviours( 'tabs' );
?>
<div class="mvc-messages" id="mvc-messages" data-mvc-frame="messages" data-mvc-hash-tabs>
	<div class="mvc-tabs mvc-tabs--buttons mvc-messages__tabs" role="tablist" aria-label="<?php esc_attr_e( 'Message categories', 'mvc' ); ?>">
		<?php foreach ( MessageCentre::TABS as $mvc_number => $mvc_category ) : ?>
			<?php
			$mvc_is     = $mvc_number === $mvc_props['tab'];
			$mvc_unread = (int) $mvc_props[ $mvc_category ]['totalUnread'];
			?>
			<a class="mvc-tabs__tab<?php echo $mvc_is ? ' is-current' : ''; ?>" role="tab" id="mvc-messages-tab-<?php echo esc_attr( (string) $mvc_number ); ?>" data-tab="<?php echo esc_attr( (string) $mvc_number ); ?>" data-mvc-category="<?php echo esc_attr( $mvc_category ); ?>" data-mvc-total-unread="<?php echo esc_attr( (string) $mvc_unread ); ?>" aria-controls="mvc-messages-panel-<?php echo esc_attr( (string) $mvc_number ); ?>" aria-selected="<?php echo $mvc_is ? 'true' : 'false'; ?>" href="<?php echo esc_url( MessageCentre::link( $mvc_props['link'], $mvc_number ) ); ?>">
				<?php
				// No white space between the label and its badge. The island writes the count in the
				// `data-mvc-count` elements and takes the `data-mvc-badge` ones away at 0.
				echo esc_html( $mvc_tabs[ $mvc_number ] );
				if ( $mvc_unread > 0 ) {
					echo '<span class="mvc-messages__badge" aria-hidden="true" data-mvc-badge data-mvc-count>' . esc_html( $mvc_count( $mvc_unread ) ) . '</span>';
					echo '<span class="screen-reader-text" data-mvc-badge>' . sprintf(
						/* translators: %s: number of unread messages (99… above 99). */
						esc_html__( '(%s unread)', 'mvc' ),
						'<span data-mvc-count>' . esc_html( $mvc_count( $mvc_unread ) ) . '</span>'
					) . '</span>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the words and the count are escaped.
				}
				?>
			</a>
		<?php endforeach; ?>
	</div>
	<?php foreach ( MessageCentre::TABS as $mvc_number => $mvc_category ) : ?>
		<?php
		$mvc_kind    = $mvc_props[ $mvc_category ];
		$mvc_mention = Messages::MENTION === $mvc_category;
		?>
		<section class="mvc-messages__panel" role="tabpanel" id="mvc-messages-panel-<?php echo esc_attr( (string) $mvc_number ); ?>" aria-labelledby="mvc-messages-tab-<?php echo esc_attr( (string) $mvc_number ); ?>" data-tab="<?php echo esc_attr( (string) $mvc_number ); ?>" data-mvc-category="<?php echo esc_attr( $mvc_category ); ?>"<?php echo $mvc_number === $mvc_props['tab'] ? '' : ' hidden'; ?>>
			<div class="mvc-messages__bar">
				<button type="button" class="mvc-messages__read-all" data-mvc-read-all<?php disabled( ! $mvc_kind['data'] ); ?>><?php esc_html_e( 'Mark all as read', 'mvc' ); ?></button>
			</div>
			<?php if ( ! $mvc_kind['data'] ) : ?>
				<p class="mvc-messages__empty"><?php esc_html_e( 'No messages received yet', 'mvc' ); ?></p>
			<?php else : ?>
				<ul class="mvc-messages__list">
					<?php foreach ( $mvc_kind['data'] as $mvc_message ) : ?>
						<?php
						$mvc_unread  = 'READ' !== $mvc_message['status'];
						$mvc_deleted = ! $mvc_mention && Messages::TYPE_DELETED === $mvc_message['type'];
						$mvc_view    = '' === $mvc_message['post_link'] ? '' : $mvc_message['post_link'] . ( $mvc_deleted ? '' : '#c-' . $mvc_message['comment_id'] );
						$mvc_name    = $mvc_mention && '' !== $mvc_message['display_name'] ? (string) $mvc_message['display_name'] : __( 'A former member', 'mvc' );
						?>
						<li class="mvc-message mvc-message--<?php echo esc_attr( $mvc_category ); ?><?php echo $mvc_unread ? ' is-unread' : ''; ?>" data-mvc-message="<?php echo esc_attr( (string) $mvc_message['id'] ); ?>">
							<?php if ( $mvc_unread ) : ?>
								<span class="mvc-message__dot" aria-hidden="true" data-mvc-unread></span>
							<?php endif; ?>
							<?php if ( $mvc_mention ) : ?>
								<span class="mvc-message__avatar" aria-hidden="true" data-mvc-avatar>
									<?php if ( '' !== $mvc_message['avatar'] ) : ?>
										<img src="<?php echo esc_url( (string) $mvc_message['avatar'] ); ?>" width="40" height="40" alt="" loading="lazy">
									<?php endif; ?>
									<span class="mvc-message__initial"<?php echo '' !== $mvc_message['avatar'] ? ' hidden' : ''; ?>><?php echo esc_html( mb_strtoupper( mb_substr( trim( $mvc_name ), 0, 1 ) ) ); ?></span>
								</span>
							<?php endif; ?>
							<div class="mvc-message__body">
								<p class="mvc-message__head">
									<?php if ( $mvc_unread ) : ?>
										<span class="screen-reader-text" data-mvc-unread><?php esc_html_e( 'Unread:', 'mvc' ); ?></span>
									<?php endif; ?>
									<?php if ( $mvc_mention ) : ?>
										<strong class="mvc-message__name"><?php echo esc_html( $mvc_name ); ?></strong>
										<?php if ( ! empty( $mvc_message['staff'] ) ) : ?>
											<span class="mvc-message__staff"><?php echo esc_html__( 'Staff', 'mvc' ); ?></span>
										<?php endif; ?>
										<?php if ( '' !== $mvc_message['institution'] ) : ?>
											<span class="mvc-message__institution"><?php echo esc_html( (string) $mvc_message['institution'] ); ?></span>
										<?php endif; ?>
										<span class="mvc-message__event"><?php esc_html_e( 'mentioned you in a comment', 'mvc' ); ?></span>
									<?php else : ?>
										<strong class="mvc-message__event">
											<?php
											$mvc_events = array(
												Messages::TYPE_DELETED => __( 'Your comment was deleted by an operator.', 'mvc' ),
												'LIKE_1'  => __( 'Your comment got its first like.', 'mvc' ),
												'LIKE_10' => __( 'Your comment got 10 likes.', 'mvc' ),
												'LIKE_50' => __( 'Your comment got 50 likes.', 'mvc' ),
											);
											echo esc_html( $mvc_events[ $mvc_message['type'] ] ?? '' );
											?>
										</strong>
									<?php endif; ?>
								</p>
								<p class="mvc-message__abstract"><?php echo esc_html( (string) $mvc_message['comment_abstract'] ); ?></p>
								<p class="mvc-message__meta">
									<?php if ( '' !== $mvc_view ) : ?>
										<a class="mvc-message__post" href="<?php echo esc_url( $mvc_view ); ?>" data-mvc-open><?php echo esc_html( (string) $mvc_message['post_title'] ); ?></a>
									<?php else : ?>
										<span class="mvc-message__post"><?php esc_html_e( 'The article is no longer available', 'mvc' ); ?></span>
									<?php endif; ?>
									<?php if ( $mvc_deleted ) : ?>
										<a class="mvc-message__appeal" href="<?php echo esc_url( (string) $mvc_message['appeal_url'] ); ?>" data-mvc-open><?php esc_html_e( 'Appeal', 'mvc' ); ?></a>
										<a class="mvc-message__criterion" href="<?php echo esc_url( (string) $mvc_message['criterion_url'] ); ?>" data-mvc-open><?php esc_html_e( 'Comment rules', 'mvc' ); ?></a>
									<?php endif; ?>
									<time class="mvc-message__date" datetime="<?php echo esc_attr( (string) $mvc_message['date'] ); ?>"><?php echo esc_html( MessageCentre::date( (string) $mvc_message['date'] ) ); ?></time>
								</p>
							</div>
						</li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
			<?php
			get_template_part(
				'template-parts/pager',
				null,
				array(
					'current' => $mvc_kind['page'],
					'total'   => (int) ceil( $mvc_kind['total'] / $mvc_props['perPage'] ),
					'link'    => static fn( int $page ): string => MessageCentre::link( $mvc_props['link'], $mvc_number, $page ),
					'label'   => $mvc_tabs[ $mvc_number ],
				)
			);
			?>
		</section>
	<?php endforeach; ?>
</div>
<?php
// The island's container stays empty: the server's region above is the centre, the island works
// on it (a press in it wakes the island as one in the container would).
echo Islands::render( 'message-centre', array( 'frame' => 'mvc-messages' ), 'load', '', array( 'data-wake-with' => 'mvc-messages' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes the props.
