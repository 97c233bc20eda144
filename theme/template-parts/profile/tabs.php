<?php
/**
 * The left side of /profile (members.md section 2): the tabs of likes (#tab1, the default),
 * collection (#tab2) and subscriptions (#tab3), as the `profile-tabs` island.
 *
 * The placeholder is the first view itself, from the island's own props (Mvc\Theme\Member\ProfileTabs):
 * each list's first page as cards with links, the subscribed tags as links with the first one's
 * preview, or the recommended tags. Without JavaScript the hash picks the panel through CSS
 * (`:target`, the panels' ids are tab1..tab3), so the page reads and its tabs work; the island draws
 * the same boxes when it wakes.
 *
 * @package Mvc
 */

use Mvc\Theme\Assets\Assets;
use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Member\ProfileTabs;

$mvc_props = ProfileTabs::props();
if ( is_wp_error( $mvc_props ) ) {
	// The database did not give the lists: its notice (服务器繁忙，请重试。), not "no likes".
	printf( '<div class="mvc-profile-tabs-island"><div class="mvc-profile-empty mvc-profile-busy" role="alert"><p class="mvc-profile-empty__title">%s</p></div></div>', esc_html( $mvc_props->get_error_message() ) );
	return;
}
if ( ! $mvc_props ) {
	return;
}

/**
 * One card of the likes or collection list, with its toggle (the island's own markup).
 *
 * A press on a placeholder's button before the island wakes is replayed on the island's element
 * with the same classes, so each toggle and page button carries its own class.
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
			<button type="button" class="mvc-button mvc-profile-card__toggle mvc-profile-card__toggle--<?php echo esc_attr( $kind . '-' . $card['id'] ); ?>"><?php echo esc_html( $button ); ?></button>
		<?php endif; ?>
	</li>
	<?php
};

/**
 * A list of the member's articles, or its empty state.
 *
 * @param array{total: int, total_pages: int, data: list<array<string, mixed>>} $page        The first page.
 * @param string                                                                $button      The toggle's label.
 * @param string                                                                $empty_title The empty state's title.
 * @param string                                                                $kind        likes or collection.
 */
$mvc_list = static function ( array $page, string $button, string $empty_title, string $kind ) use ( $mvc_card, $mvc_props ): void {
	if ( ! $page['data'] ) {
		?>
		<div class="mvc-profile-empty">
			<p class="mvc-profile-empty__title"><?php echo esc_html( $empty_title ); ?></p>
			<p class="mvc-profile-empty__hint">
				<?php esc_html_e( 'Search by keyword to find articles you are interested in.', 'mvc' ); ?>
				<a href="<?php echo esc_url( $mvc_props['links']['search'] ); ?>"><?php esc_html_e( 'Go to search', 'mvc' ); ?></a>
			</p>
		</div>
		<?php
		return;
	}
	?>
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
			'current' => 1,
			'total'   => $page['total_pages'],
			'island'  => true,
			'buttons' => true,
			'list'    => $kind,
		)
	);
};

$mvc_tabs = array(
	1 => __( 'My likes', 'mvc' ),
	2 => __( 'My favourites', 'mvc' ),
	3 => __( 'My subscriptions', 'mvc' ),
);
$mvc_tags = $mvc_props['subscriptions'];
Assets::behaviours( 'tabs' );
ob_start();
?>
<div class="mvc-profile-tabs mvc-profile-tabs--static">
	<div class="mvc-tabs mvc-tabs--buttons mvc-profile-tabs__bar" role="tablist" aria-label="<?php esc_attr_e( 'Personal centre sections', 'mvc' ); ?>">
		<?php foreach ( $mvc_tabs as $mvc_number => $mvc_label ) : ?>
			<a class="mvc-tabs__tab<?php echo 1 === $mvc_number ? ' is-current' : ''; ?>" role="tab" id="mvc-profile-tab-<?php echo esc_attr( (string) $mvc_number ); ?>" data-tab="<?php echo esc_attr( (string) $mvc_number ); ?>" href="#tab<?php echo esc_attr( (string) $mvc_number ); ?>" aria-controls="tab<?php echo esc_attr( (string) $mvc_number ); ?>" aria-selected="<?php echo 1 === $mvc_number ? 'true' : 'false'; ?>"><?php echo esc_html( $mvc_label ); ?></a>
		<?php endforeach; ?>
	</div>
	<section class="mvc-profile-tabs__panel" role="tabpanel" id="tab1" aria-labelledby="mvc-profile-tab-1" data-tab="1">
		<?php $mvc_list( $mvc_props['likes'], __( 'Unlike', 'mvc' ), __( 'You have not liked any article yet', 'mvc' ), 'likes' ); ?>
	</section>
	<section class="mvc-profile-tabs__panel" role="tabpanel" id="tab2" aria-labelledby="mvc-profile-tab-2" data-tab="2">
		<?php $mvc_list( $mvc_props['collection'], __( 'Remove from favourites', 'mvc' ), __( 'You have not added any article to your favourites yet', 'mvc' ), 'collection' ); ?>
	</section>
	<section class="mvc-profile-tabs__panel" role="tabpanel" id="tab3" aria-labelledby="mvc-profile-tab-3" data-tab="3">
		<?php if ( $mvc_tags ) : ?>
			<div class="mvc-profile-subscriptions">
				<div class="mvc-profile-subscriptions__head">
					<ul class="mvc-tabs__list mvc-profile-subscriptions__tags" aria-label="<?php esc_attr_e( 'Subscribed tags', 'mvc' ); ?>">
						<?php foreach ( $mvc_tags as $mvc_index => $mvc_tag ) : ?>
							<li><a class="mvc-tabs__tab<?php echo 0 === $mvc_index ? ' is-current' : ''; ?>" href="<?php echo esc_url( ProfileTabs::tag_link( $mvc_tag['slug'] ) ); ?>"><?php echo esc_html( $mvc_tag['name'] ); ?></a></li>
						<?php endforeach; ?>
					</ul>
					<button type="button" class="mvc-button mvc-profile-subscriptions__manage"><?php esc_html_e( 'Manage tags', 'mvc' ); ?></button>
				</div>
				<?php
				$mvc_first   = $mvc_tags[0];
				$mvc_preview = $mvc_props['previews'][ (string) $mvc_first['term_id'] ];
				if ( $mvc_preview['list'] ) :
					?>
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
					<a class="mvc-profile-subscriptions__more" href="<?php echo esc_url( ProfileTabs::tag_link( $mvc_first['slug'] ) ); ?>"><?php esc_html_e( 'See more', 'mvc' ); ?></a>
				<?php endif; ?>
			</div>
		<?php else : ?>
			<div class="mvc-profile-empty">
				<p class="mvc-profile-empty__title"><?php esc_html_e( 'You have not subscribed to any tags yet', 'mvc' ); ?></p>
				<?php if ( $mvc_props['recommended'] ) : ?>
					<p class="mvc-profile-empty__hint"><?php esc_html_e( 'Recommended tags for you', 'mvc' ); ?></p>
				<?php endif; ?>
			</div>
			<?php if ( $mvc_props['recommended'] ) : ?>
			<ul class="mvc-profile-recommended">
				<?php foreach ( $mvc_props['recommended'] as $mvc_tag ) : ?>
					<li class="mvc-profile-recommended__tag">
						<div class="mvc-profile-recommended__head">
							<a class="mvc-profile-recommended__name" href="<?php echo esc_url( ProfileTabs::tag_link( $mvc_tag['slug'] ) ); ?>">#<?php echo esc_html( $mvc_tag['name'] ); ?></a>
							<span class="mvc-profile-recommended__facts">
								<?php
								$mvc_followers = (int) $mvc_tag['subscribe_number'];
								$mvc_articles  = (int) $mvc_tag['count'];
								/* translators: %s: number of members following the tag. */
								echo esc_html( sprintf( _n( '%s follower', '%s followers', $mvc_followers, 'mvc' ), number_format_i18n( $mvc_followers ) ) );
								echo ' · ';
								/* translators: %s: number of articles with the tag. */
								echo esc_html( sprintf( _n( '%s article', '%s articles', $mvc_articles, 'mvc' ), number_format_i18n( $mvc_articles ) ) );
								?>
							</span>
							<button type="button" class="mvc-tag-subscribe mvc-profile-recommended__subscribe--<?php echo esc_attr( (string) $mvc_tag['term_id'] ); ?>"><?php esc_html_e( 'Subscribe', 'mvc' ); ?></button>
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
	</section>
</div>
<?php
$mvc_placeholder = (string) ob_get_clean();
// The member's own page, never cached: the island wakes on idle (members.md: no budget for members).
echo Islands::render( 'profile-tabs', $mvc_props, 'idle', $mvc_placeholder, array( 'class' => 'mvc-profile-tabs-island' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the placeholder is escaped above, the container by Islands.
