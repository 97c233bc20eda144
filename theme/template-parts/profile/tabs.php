<?php
/**
 * The left side of /profile (members.md section 2): the tabs of likes (#tab1, the default),
 * collection (#tab2) and subscriptions (#tab3), drawn here only (Mvc\Theme\Member\ProfileTabs):
 * the asked page of each list (`?likes=2`, `?collection=3`) with its pager of links, the subscribed
 * tags as links to their previews (`?tag=12`) with the asked one's, or the recommended tags.
 * Without JavaScript the hash picks the panel through CSS (`:target`, the panels' ids are
 * tab1..tab3) and every link is a page. The `profile-tabs` island enhances it in place
 * (`data-island-enhance`): it switches the tabs without scrolling, reloads a list or a preview as
 * a server frame (`data-mvc-frame`), works the toggles and subscribe buttons named by `data-mvc-*`,
 * and draws only the manage-tags dialog.
 *
 * @package Mvc
 */

use Mvc\Theme\Assets\Assets;
use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Member\ProfileTabs;

$mvc_view = ProfileTabs::view();
if ( is_wp_error( $mvc_view ) ) {
	// The database did not give the lists: its notice (服务器繁忙，请重试。), not "no likes".
	printf( '<div class="mvc-profile-tabs-island"><div class="mvc-profile-empty mvc-profile-busy" role="alert"><p class="mvc-profile-empty__title">%s</p></div></div>', esc_html( $mvc_view->get_error_message() ) );
	return;
}
if ( ! $mvc_view ) {
	return;
}

/**
 * One card of the likes or collection list, with its toggle (`data-mvc-toggle`, worked by the island).
 *
 * Each toggle carries its own class, so a press held back while the island wakes is replayed on it.
 *
 * @param array<string, mixed> $card   A card {id, link, cover, title, tags}.
 * @param string               $button The toggle's label (the item starts liked or collected).
 * @param string               $kind   likes or collection.
 */
$mvc_card = static function ( array $card, string $button, string $kind = '' ): void {
	?>
	<li class="mvc-profile-card">
		<a class="mvc-profile-card__cover" href="<?php echo esc_url( $card['link'] ); ?>" tabindex="-1" aria-hidden="true">
			<?php if ( '' !== $card['cover'] ) : ?>
				<img src="<?php echo esc_url( $card['cover'] ); ?>" alt="" loading="lazy" width="640" height="400">
			<?php endif; ?>
		</a>
		<div class="mvc-profile-card__body">
			<h3 class="mvc-profile-card__title"><a href="<?php echo esc_url( $card['link'] ); ?>"><?php echo esc_html( $card['title'] ); ?></a></h3>
			<?php if ( $card['tags'] ) : ?>
				<ul class="mvc-profile-card__tags">
					<?php foreach ( $card['tags'] as $mvc_tag ) : ?>
						<li><a class="mvc-chip" href="<?php echo esc_url( ProfileTabs::tag_link( (string) $mvc_tag['slug'] ) ); ?>">#<?php echo esc_html( (string) $mvc_tag['name'] ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</div>
		<?php if ( '' !== $button ) : ?>
			<button type="button" class="mvc-button mvc-profile-card__toggle mvc-profile-card__toggle--<?php echo esc_attr( $kind . '-' . $card['id'] ); ?>" data-mvc-toggle="<?php echo esc_attr( 'likes' === $kind ? 'like' : 'collect' ); ?>" data-mvc-post="<?php echo esc_attr( (string) $card['id'] ); ?>" data-mvc-on="<?php echo esc_attr( $button ); ?>" data-mvc-off="<?php echo esc_attr( 'likes' === $kind ? __( 'Like', 'mvc' ) : __( 'Favourite', 'mvc' ) ); ?>"><?php echo esc_html( $button ); ?></button>
		<?php endif; ?>
	</li>
	<?php
};

/**
 * A list of the member's articles, or its empty state.
 *
 * @param array{total: int, total_pages: int, data: list<array<string, mixed>>} $page        The asked page.
 * @param string                                                                $button      The toggle's label.
 * @param string                                                                $empty_title The empty state's title.
 * @param string                                                                $kind        likes or collection.
 */
$mvc_list = static function ( array $page, string $button, string $empty_title, string $kind ) use ( $mvc_card, $mvc_view ): void {
	?>
	<div data-mvc-frame="<?php echo esc_attr( 'profile-' . $kind ); ?>">
		<?php if ( ! $page['data'] ) : ?>
			<div class="mvc-profile-empty">
				<p class="mvc-profile-empty__title"><?php echo esc_html( $empty_title ); ?></p>
				<p class="mvc-profile-empty__hint">
					<?php esc_html_e( 'Search by keyword to find articles you are interested in.', 'mvc' ); ?>
					<a href="<?php echo esc_url( $mvc_view['links']['search'] ); ?>"><?php esc_html_e( 'Go to search', 'mvc' ); ?></a>
				</p>
			</div>
		<?php else : ?>
			<ul class="mvc-profile-list">
				<?php
				foreach ( $page['data'] as $mvc_item ) {
					$mvc_card( $mvc_item, $button, $kind );
				}
				?>
			</ul>
			<?php
			get_template_part(
				'template-parts/pager',
				null,
				array(
					'current' => (int) ( $page['page'] ?? 1 ),
					'total'   => $page['total_pages'],
					'link'    => static fn( int $number ): string => ProfileTabs::link( $kind, $number ),
					'list'    => $kind,
				)
			);
		endif;
		?>
	</div>
	<?php
};

$mvc_tabs = array(
	1 => __( 'My likes', 'mvc' ),
	2 => __( 'My favourites', 'mvc' ),
	3 => __( 'My subscriptions', 'mvc' ),
);
$mvc_tags = $mvc_view['subscriptions'];
Assets::behaviours( 'tabs' );
ob_start();
?>
<div class="mvc-profile-tabs mvc-profile-tabs--static" id="mvc-profile-tabs">
	<div class="mvc-tabs mvc-tabs--buttons mvc-profile-tabs__bar" role="tablist" aria-label="<?php esc_attr_e( 'Personal centre sections', 'mvc' ); ?>">
		<?php foreach ( $mvc_tabs as $mvc_number => $mvc_label ) : ?>
			<a class="mvc-tabs__tab<?php echo 1 === $mvc_number ? ' is-current' : ''; ?>" role="tab" id="mvc-profile-tab-<?php echo esc_attr( (string) $mvc_number ); ?>" data-tab="<?php echo esc_attr( (string) $mvc_number ); ?>" href="#tab<?php echo esc_attr( (string) $mvc_number ); ?>" aria-controls="tab<?php echo esc_attr( (string) $mvc_number ); ?>" aria-selected="<?php echo 1 === $mvc_number ? 'true' : 'false'; ?>"><?php echo esc_html( $mvc_label ); ?></a>
		<?php endforeach; ?>
	</div>
	<section class="mvc-profile-tabs__panel" role="tabpanel" id="tab1" aria-labelledby="mvc-profile-tab-1" data-tab="1">
		<?php $mvc_list( $mvc_view['likes'], __( 'Unlike', 'mvc' ), __( 'You have not liked any article yet', 'mvc' ), 'likes' ); ?>
	</section>
	<section class="mvc-profile-tabs__panel" role="tabpanel" id="tab2" aria-labelledby="mvc-profile-tab-2" data-tab="2">
		<?php $mvc_list( $mvc_view['collection'], __( 'Remove from favourites', 'mvc' ), __( 'You have not added any article to your favourites yet', 'mvc' ), 'collection' ); ?>
	</section>
	<section class="mvc-profile-tabs__panel" role="tabpanel" id="tab3" aria-labelledby="mvc-profile-tab-3" data-tab="3">
		<div data-mvc-frame="profile-subscriptions">
		<?php if ( $mvc_tags ) : ?>
			<?php
			$mvc_chosen  = (int) array_key_first( (array) $mvc_view['previews'] );
			$mvc_preview = $mvc_view['previews'][ (string) $mvc_chosen ];
			$mvc_current = array_values( wp_list_filter( $mvc_tags, array( 'term_id' => $mvc_chosen ) ) )[0] ?? $mvc_tags[0];
			?>
			<div class="mvc-profile-subscriptions">
				<div class="mvc-profile-subscriptions__head">
					<ul class="mvc-tabs__list mvc-profile-subscriptions__tags" aria-label="<?php esc_attr_e( 'Subscribed tags', 'mvc' ); ?>">
						<?php foreach ( $mvc_tags as $mvc_tag ) : ?>
							<?php $mvc_is = (int) $mvc_tag['term_id'] === (int) $mvc_current['term_id']; ?>
							<li data-mvc-tag="<?php echo esc_attr( (string) $mvc_tag['term_id'] ); ?>" data-mvc-slug="<?php echo esc_attr( $mvc_tag['slug'] ); ?>"><a class="mvc-tabs__tab<?php echo $mvc_is ? ' is-current' : ''; ?>" href="<?php echo esc_url( ProfileTabs::link( 'tag', (int) $mvc_tag['term_id'] ) ); ?>"<?php echo $mvc_is ? ' aria-current="true"' : ''; ?>><?php echo esc_html( $mvc_tag['name'] ); ?></a></li>
						<?php endforeach; ?>
					</ul>
					<button type="button" class="mvc-button mvc-profile-subscriptions__manage" aria-haspopup="dialog" data-mvc-action="manage"><?php esc_html_e( 'Manage tags', 'mvc' ); ?></button>
				</div>
				<?php if ( $mvc_preview['list'] ) : ?>
					<ul class="mvc-profile-list">
						<?php
						foreach ( $mvc_preview['list'] as $mvc_item ) {
							$mvc_card( $mvc_item, '' );
						}
						?>
					</ul>
				<?php else : ?>
					<p class="mvc-profile-empty__hint"><?php esc_html_e( 'No articles with this tag yet.', 'mvc' ); ?></p>
				<?php endif; ?>
				<?php if ( $mvc_preview['total'] > count( $mvc_preview['list'] ) ) : ?>
					<a class="mvc-profile-subscriptions__more" href="<?php echo esc_url( ProfileTabs::tag_link( $mvc_current['slug'] ) ); ?>"><?php esc_html_e( 'See more', 'mvc' ); ?></a>
				<?php endif; ?>
			</div>
		<?php else : ?>
			<div class="mvc-profile-empty">
				<p class="mvc-profile-empty__title"><?php esc_html_e( 'You have not subscribed to any tags yet', 'mvc' ); ?></p>
				<?php if ( $mvc_view['recommended'] ) : ?>
					<p class="mvc-profile-empty__hint"><?php esc_html_e( 'Recommended tags for you', 'mvc' ); ?></p>
				<?php endif; ?>
			</div>
			<?php if ( $mvc_view['recommended'] ) : ?>
			<ul class="mvc-profile-recommended">
				<?php foreach ( $mvc_view['recommended'] as $mvc_tag ) : ?>
					<li class="mvc-profile-recommended__tag">
						<div class="mvc-profile-recommended__head">
							<a class="mvc-profile-recommended__name" href="<?php echo esc_url( ProfileTabs::tag_link( $mvc_tag['slug'] ) ); ?>">#<?php echo esc_html( $mvc_tag['name'] ); ?></a>
							<span class="mvc-profile-recommended__facts">
								<?php
								$mvc_followers = (int) $mvc_tag['subscribe_number'];
								$mvc_articles  = (int) $mvc_tag['count'];
								/* translators: %s: number of members following the tag. */
								echo '<span data-mvc-followers="' . esc_attr( (string) $mvc_tag['term_id'] ) . '">' . esc_html( sprintf( _n( '%s follower', '%s followers', $mvc_followers, 'mvc' ), number_format_i18n( $mvc_followers ) ) ) . '</span>';
								echo ' · ';
								/* translators: %s: number of articles with the tag. */
								echo esc_html( sprintf( _n( '%s article', '%s articles', $mvc_articles, 'mvc' ), number_format_i18n( $mvc_articles ) ) );
								?>
							</span>
							<button type="button" class="mvc-tag-subscribe mvc-profile-recommended__subscribe--<?php echo esc_attr( (string) $mvc_tag['term_id'] ); ?>" data-mvc-subscribe="<?php echo esc_attr( (string) $mvc_tag['term_id'] ); ?>" data-mvc-name="<?php echo esc_attr( $mvc_tag['name'] ); ?>" data-mvc-link="<?php echo esc_url( ProfileTabs::tag_link( $mvc_tag['slug'] ) ); ?>"><?php esc_html_e( 'Subscribe', 'mvc' ); ?></button>
						</div>
						<ul class="mvc-profile-recommended__posts">
							<?php foreach ( $mvc_tag['posts'] as $mvc_post ) : ?>
								<li><a href="<?php echo esc_url( $mvc_post['link'] ); ?>"><?php echo esc_html( $mvc_post['title'] ); ?></a></li>
							<?php endforeach; ?>
						</ul>
						<a class="mvc-profile-subscriptions__more" href="<?php echo esc_url( ProfileTabs::tag_link( $mvc_tag['slug'] ) ); ?>"><?php esc_html_e( 'See more', 'mvc' ); ?></a>
					</li>
				<?php endforeach; ?>
			</ul>
			<?php endif; ?>
		<?php endif; ?>
		</div>
	</section>
</div>
<?php
$mvc_placeholder = (string) ob_get_clean();
// The member's own page, never cached: the island wakes on idle (members.md: no budget for members).
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- the placeholder is escaped above, the container by Islands.
echo Islands::render(
	'profile-tabs',
	ProfileTabs::props( $mvc_view ),
	'idle',
	$mvc_placeholder,
	array(
		'class'               => 'mvc-profile-tabs-island',
		'data-island-enhance' => 'true',
	)
);
// phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped
