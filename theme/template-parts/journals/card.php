<?php
/**
 * An article's card on the minisite: its cover and title (and its Chinese date when asked), a
 * link that opens where the article's link target says.
 *
 * @package Mvc
 *
 * @var array{post: WP_Post, date?: bool} $args
 */

use Mvc\Core\View\MinisiteLists;
use Mvc\Theme\Setup;

$mvc_post  = $args['post'];
$mvc_card  = MinisiteLists::card( $mvc_post );
$mvc_attrs = '_blank' === $mvc_card['target'] ? ' target="_blank" rel="noopener"' : '';
?>
<li class="mvc-minisite-card">
	<a class="mvc-minisite-card__link" href="<?php echo esc_url( $mvc_card['url'] ); ?>"<?php echo $mvc_attrs; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant markup. ?>>
		<span class="mvc-minisite-card__cover">
			<?php
			if ( has_post_thumbnail( $mvc_post ) ) {
				echo get_the_post_thumbnail( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes.
					$mvc_post,
					Setup::IMAGE_CARD,
					array(
						'alt'     => '',
						'loading' => 'lazy',
					)
				);
			}
			?>
		</span>
		<span class="mvc-minisite-card__title"><?php echo esc_html( $mvc_card['title'] ); ?></span>
	</a>
	<?php if ( ! empty( $args['date'] ) ) : ?>
		<time class="mvc-minisite-card__date" datetime="<?php echo esc_attr( $mvc_card['datetime'] ); ?>"><?php echo esc_html( $mvc_card['date'] ); ?></time>
	<?php endif; ?>
</li>
