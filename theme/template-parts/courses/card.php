<?php
/**
 * A course card, drawn here only: cover, title, cost, duration and learners. The title links to
 * the course, which a reader without JavaScript follows; the course-filter island opens the
 * course's popup instead (a course without an address has a button there, which only the island
 * can open), reading the course from the control's `data-mvc-course` (the contract's fields, as
 * JSON), and writes the new learner count into `data-mvc-learners` after 开始学习. (The white
 * space between tags here is not drawn: the facts are a flex row.)
 *
 * @package Mvc
 *
 * @var array{course: array<string, mixed>} $args
 */

$mvc_course = $args['course'];
$mvc_cost   = (int) $mvc_course['cost'];
$mvc_count  = (int) $mvc_course['count'];
$mvc_id     = (int) $mvc_course['post_id'];
$mvc_class  = 'mvc-course-card__open mvc-course-card__open--' . $mvc_id;
// What the popup shows: the course as the contract gives it (public-site spec, section 3).
$mvc_data = (string) wp_json_encode( $mvc_course, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
?>
<li class="mvc-course-card">
	<div class="mvc-course-card__cover">
		<?php if ( '' !== $mvc_course['cover'] ) : ?>
			<img src="<?php echo esc_url( (string) $mvc_course['cover'] ); ?>" alt="" width="400" height="225" loading="lazy" decoding="async">
		<?php endif; ?>
	</div>
	<h3 class="mvc-course-card__title">
		<?php if ( '' !== $mvc_course['url'] ) : ?>
			<a class="<?php echo esc_attr( $mvc_class ); ?>" href="<?php echo esc_url( (string) $mvc_course['url'] ); ?>" target="_blank" rel="noopener noreferrer" aria-haspopup="dialog" data-mvc-course="<?php echo esc_attr( $mvc_data ); ?>"><?php echo esc_html( (string) $mvc_course['title'] ); ?></a>
		<?php else : ?>
			<button type="button" class="<?php echo esc_attr( $mvc_class ); ?>" aria-haspopup="dialog" data-mvc-course="<?php echo esc_attr( $mvc_data ); ?>"><?php echo esc_html( (string) $mvc_course['title'] ); ?></button>
		<?php endif; ?>
	</h3>
	<p class="mvc-course-card__facts">
		<span class="mvc-course-card__cost<?php echo $mvc_cost > 0 ? '' : ' is-free'; ?>"><?php echo esc_html( $mvc_cost > 0 ? '¥' . $mvc_cost : __( 'Free', 'mvc' ) ); ?></span>
		<?php /* translators: %d: length of a course in minutes. */ ?>
		<span class="mvc-course-card__duration"><?php echo esc_html( sprintf( __( '%d min', 'mvc' ), (int) $mvc_course['duration'] ) ); ?></span>
		<?php /* translators: %d: number of people who started the course. */ ?>
		<span class="mvc-course-card__count" data-mvc-learners="<?php echo esc_attr( (string) $mvc_id ); ?>"><?php echo esc_html( sprintf( _n( '%d learner', '%d learners', $mvc_count, 'mvc' ), $mvc_count ) ); ?></span>
	</p>
</li>
